// Wallet debits per second on the embedded engine (PGlite) and, when DATABASE_URL is set, on
// PostgreSQL, measured in one run so that the ratio between engines compares like with like. Three
// shapes: one debit at a time; 16 at once on one wallet (they queue on its row); 16 at once on 16
// wallets. Each debit is the real ledger call: its own transaction, conditional balance update,
// append-only entry with a unique key. The books are checked to add up afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import type { Database } from '../apps/api/src/db/schema';
import { insertUser } from '../apps/api/src/test/fixtures';
import { debit, ledgerMatchesBalance, topUp } from '../apps/api/src/modules/wallet/wallet.service';
import { fmt, median } from './lib';

const DEBITS = 2000;
const CONCURRENCY = 16;
type Shape = 'sequential' | 'concurrent, one wallet' | 'concurrent, 16 wallets';
const SHAPES: Shape[] = ['sequential', 'concurrent, one wallet', 'concurrent, 16 wallets'];

async function fundedUsers(db: Kysely<Database>, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = await insertUser(db);
    await topUp(db, { userId: u.id, cents: 1_000_000_000, key: `bench-fund-${u.id}` });
    ids.push(u.id);
  }
  return ids;
}

/** Runs `count` debits, at most `parallel` in flight, spread over `users`; returns debits per second. */
async function run(
  db: Kysely<Database>,
  label: string,
  users: number[],
  count: number,
  parallel: number,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const userId = users[i % users.length]!;
      await debit(db, { userId, cents: 699, key: `bench-${label}-${i}`, reason: 'bench' });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return count / ((performance.now() - start) / 1000);
}

const ROUNDS = 3;

interface Engine {
  name: string;
  handle: DatabaseHandle;
  users: number[];
  results: Record<Shape, number[]>;
}

async function prepare(name: string, handle: DatabaseHandle): Promise<Engine> {
  await migrateToLatest(handle.db as Kysely<unknown>);
  const users = await fundedUsers(handle.db, CONCURRENCY);
  await run(handle.db, 'warm', [users[0]!], 200, 1);
  return {
    name,
    handle,
    users,
    results: { sequential: [], 'concurrent, one wallet': [], 'concurrent, 16 wallets': [] },
  };
}

/** One round of the three shapes; engines alternate round by round so that both see the same machine load. */
async function round(e: Engine, n: number) {
  const db = e.handle.db;
  const one = [e.users[0]!];
  e.results.sequential.push(await run(db, `seq${n}`, one, DEBITS, 1));
  e.results['concurrent, one wallet'].push(await run(db, `one${n}`, one, DEBITS, CONCURRENCY));
  e.results['concurrent, 16 wallets'].push(await run(db, `many${n}`, e.users, DEBITS, CONCURRENCY));
}

async function checkBooks(e: Engine) {
  for (const id of e.users)
    if (!(await ledgerMatchesBalance(e.handle.db, id)))
      throw new Error(`${e.name}: ledger and balance differ for user ${id}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-bench-wallet-'));
const engines: Engine[] = [
  await prepare(
    'PGlite',
    await openDatabase({ database: { kind: 'pglite', dir: path.join(dir, 'pglite') } }),
  ),
];
const baseUrl = process.env.DATABASE_URL;
const pgName = `arcanes_bench_${process.pid}`;
const admin = baseUrl ? new pg.Client({ connectionString: baseUrl }) : null;
try {
  if (admin && baseUrl) {
    await admin.connect();
    await admin.query(`create database ${pgName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${pgName}`;
    engines.push(
      await prepare(
        'PostgreSQL',
        await openDatabase({ database: { kind: 'postgres', url: url.toString() } }),
      ),
    );
  }
  for (let n = 0; n < ROUNDS; n++) for (const e of engines) await round(e, n);
  for (const e of engines) await checkBooks(e);

  console.log(
    `${DEBITS} debits per shape, ${CONCURRENCY} in flight when concurrent, median of ${ROUNDS} rounds; ledger = balance checked`,
  );
  for (const e of engines) {
    for (const shape of SHAPES)
      console.log(
        `${e.name.padEnd(10)} ${shape.padEnd(24)} ${fmt(median(e.results[shape]), 0).padStart(7)} debits/s`,
      );
  }
  const [lite, server] = engines;
  if (lite && server) {
    for (const shape of SHAPES)
      console.log(
        `ratio PostgreSQL / PGlite, ${shape}: ${fmt(median(server.results[shape]) / median(lite.results[shape]), 2)}`,
      );
  } else {
    console.log('PostgreSQL: DATABASE_URL not set, skipped (the ratio between engines needs both)');
  }
} finally {
  for (const e of engines) await e.handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (admin) {
    // The pool's sockets close a moment after `close()` resolves; dropping under them would kill them.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [pgName],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${pgName} with (force)`);
    await admin.end();
  }
}
