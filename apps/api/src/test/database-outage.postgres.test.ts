/**
 * Riding through a database restart (issue 40): PostgreSQL drops every connection of the API and
 * the worker (`pg_terminate_backend`, as a restart, a failover or an administrator does) while
 * customers are asking questions. Both processes stay up, and serve again by themselves: the API
 * answers and charges once, the worker delivers a PDF reading ordered afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { insertUser, sessionFor } from './fixtures';
import { moneyViolations } from './money-invariants';
import { payload } from './readings-kit';
import { eventually } from './test-app';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';

const baseUrl = process.env.DATABASE_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const children: ChildProcess[] = [];
let dbName = '';
let dataDir = '';
let api = '';
let handle: DatabaseHandle;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(entry: 'server' | 'worker', env: Record<string, string>, url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', `${entry}.ts`)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      READING_SUSPENSE_MS: '0',
      ...env,
    },
    stdio: ['ignore', fs.openSync(path.join(dataDir, `${entry}.log`), 'a'), 'inherit'],
  });
  children.push(child);
  return child;
}

/** What the processes logged at warning level and above, and their exit codes: a failure says why. */
function logs(): string {
  return ['server', 'worker']
    .map((name) => {
      const text = fs.readFileSync(path.join(dataDir, `${name}.log`), 'utf8');
      return `${name}:\n${text.split('\n').slice(-12).join('\n').slice(-4000)}`;
    })
    .join('\n');
}

/** Ends every connection to the test database but this one: what a restart does to the processes. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const { rows } = await admin.query(
    `select count(*) filter (where pg_terminate_backend(pid))::int as n
     from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [dbName],
  );
  await admin.end();
  return rows[0].n as number;
}

describe.skipIf(!baseUrl)('a database restart under traffic', () => {
  let server: ChildProcess;
  let worker: ChildProcess;

  beforeAll(async () => {
    dbName = `arcanes_outage_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-outage-'));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    server = start('server', { PORT: String(port), PUBLIC_URL: api, RUN_WORKERS: 'false' }, url.toString());
    await eventually(async () => (await fetch(`${api}/readyz`).catch(() => null))?.ok, 90_000, 250);
    worker = start('worker', { LOG_LEVEL: 'info' }, url.toString());
    const workerLog = path.join(dataDir, 'worker.log');
    await eventually(async () => fs.readFileSync(workerLog, 'utf8').includes('worker started'), 90_000, 250);
    handle = await openDatabase({ database: { kind: 'postgres', url: url.toString() } });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) =>
            c.exitCode !== null ? resolve() : (c.once('exit', () => resolve()), c.kill('SIGTERM')),
          ),
      ),
    );
    await handle?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('both processes stay up and serve again; nothing is charged twice or lost', async () => {
    const db = handle.db;
    const user = await insertUser(db);
    await recordConsent(db, {
      owner: { userId: user.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(db, user.id, { ip: null, userAgent: null });
    await topUp(db, { userId: user.id, cents: 20_000, key: `outage-${user.id}` });
    const { headers } = await sessionFor(db, user.id);
    const ask = (i: number) =>
      fetch(`${api}/api/openai/astrology/option1`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': `outage-question-${i}`,
        },
        body: JSON.stringify(payload({ domain: 'astrology', option: 1 })),
      })
        .then((r) => r.status)
        .catch(() => 0);
    // Questions in flight while every connection is cut, twice.
    const during = [ask(1), ask(2), ask(3)];
    expect(await terminateConnections()).toBeGreaterThan(0);
    const more = [ask(4), ask(5)];
    await terminateConnections();
    const statuses = await Promise.all([...during, ...more]);
    // Some may have been cut (503: « try again »), none may have failed otherwise.
    for (const s of statuses) expect([200, 503], `${statuses.join(' ')}\n${logs()}`).toContain(s);

    expect(server.exitCode).toBeNull();
    expect(worker.exitCode).toBeNull();
    await eventually(async () => (await fetch(`${api}/readyz`).catch(() => null))?.ok, 30_000, 200);
    // Asked again with the same keys: each question answered, and charged once.
    for (let i = 1; i <= 5; i++) expect(await ask(i)).toBe(200);
    const debits = await db
      .selectFrom('ledger_entries')
      .select('reading_id')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'debit')
      .execute();
    expect(debits).toHaveLength(5);

    // The worker delivers what is ordered after the restart.
    const ordered = await fetch(`${api}/api/openai/astrology/option2`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload({ domain: 'astrology', option: 2 })),
    });
    expect(ordered.status).toBe(200);
    const { reading_id } = (await ordered.json()) as { reading_id: string };
    await eventually(
      async () =>
        (await db.selectFrom('readings').select('status').where('id', '=', reading_id).executeTakeFirst())
          ?.status === 'sent',
      60_000,
      250,
    );
    expect(server.exitCode).toBeNull();
    expect(worker.exitCode).toBeNull();
    expect(await moneyViolations(db, [user.id])).toEqual([]);
  }, 180_000);
});
