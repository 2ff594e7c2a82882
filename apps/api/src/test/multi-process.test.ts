import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';
import { insertUser, sessionFor } from './fixtures';

/**
 * The API is stateless: two API processes and two job workers share one PostgreSQL database.
 * Concurrent fulfilment of one payment through both processes credits once; the same reading
 * requested on both with one Idempotency-Key charges once; its delivery is e-mailed once.
 */
const baseUrl = process.env.DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
let databaseUrl = '';
let dbName = '';
let dataDir = '';
let db: Kysely<Database>;
let handle: DatabaseHandle;
const apis: string[] = [];

function start(entry: 'server' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', `${entry}.ts`)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      READING_SUSPENSE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitReady(url: string) {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > until) throw new Error(`${url} not ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!baseUrl)('two API processes and two workers on one PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `arcanes_mp_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-mp-'));
    // The first API process migrates; the second starts once it is ready.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      start('server', { PORT: String(port), PUBLIC_URL: publicUrl, RUN_WORKERS: 'false' });
      await waitReady(publicUrl);
      apis.push(publicUrl);
    }
    start('worker', {});
    start('worker', {});
    handle = await openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
    db = handle.db;
  }, 120_000);

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

  test('one payment completed through both processes at once is credited once', async () => {
    const user = await insertUser(db);
    const { headers } = await sessionFor(db, user.id);
    const json = { ...headers, 'content-type': 'application/json' };
    const checkout = await fetch(`${apis[0]}/api/payments/checkout`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        option: 2,
        domain: 'tarot',
        method: 'card',
        immediate_execution: true,
        withdrawal_waiver: true,
      }),
    });
    expect(checkout.status).toBe(200);
    const { payment_id } = (await checkout.json()) as { payment_id: string };
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${apis[i % 2]}/api/payments/demo/${payment_id}/succeed`, {
          method: 'POST',
          headers,
          redirect: 'manual',
        }).then((r) => r.status),
      ),
    );
    expect(attempts.filter((s) => s === 303).length).toBeGreaterThanOrEqual(1);
    const row = await db
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.balance_cents).toBe(1990);
    const entries = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  test('one reading asked on both processes with one Idempotency-Key is charged once and e-mailed once', async () => {
    const user = await insertUser(db, { balance_cents: 0 });
    const { headers } = await sessionFor(db, user.id);
    const json = { ...headers, 'content-type': 'application/json' };
    // Credit the wallet through a payment (the only way money enters).
    const checkout = await fetch(`${apis[1]}/api/payments/checkout`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        option: 3,
        domain: 'numerologie',
        method: 'card',
        immediate_execution: true,
        withdrawal_waiver: true,
      }),
    });
    const { payment_id } = (await checkout.json()) as { payment_id: string };
    expect(
      (
        await fetch(`${apis[1]}/api/payments/demo/${payment_id}/succeed`, {
          method: 'POST',
          headers,
          redirect: 'manual',
        })
      ).status,
    ).toBe(303);
    const consent = await fetch(`${apis[0]}/api/consent`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ analytics: false, marketing: false, ia: true }),
    });
    expect(consent.ok).toBe(true);

    // The order carries the acceptance of what is sent to the interpreter (no longer a cookie choice).
    const body = JSON.stringify({
      fullName: 'Camille Martin',
      dateOfBirth: '1990-05-17',
      langage: 'fr',
      accept_reading_data: true,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`${apis[i % 2]}/api/openai/numerology/option3`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': `mp-${user.id}` },
          body,
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { reading_id?: string; mail_sent?: boolean },
        })),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.reading_id)).size).toBe(1);
    const readingId = ok[0]!.body.reading_id!;
    const balance = await db
      .selectFrom('users')
      .select('balance_cents')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(balance.balance_cents).toBe(0);
    expect(
      await db.selectFrom('readings').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);

    // Both workers poll the same queue: the report is written and e-mailed exactly once.
    const until = Date.now() + 90_000;
    let status = '';
    while (Date.now() < until) {
      const r = await db
        .selectFrom('readings')
        .select('status')
        .where('id', '=', readingId)
        .executeTakeFirstOrThrow();
      status = r.status;
      if (status === 'sent' || status === 'refunded') break;
      await new Promise((res) => setTimeout(res, 500));
    }
    expect(status).toBe('sent');
    await new Promise((res) => setTimeout(res, 3000)); // give a would-be second worker time to send again
    const outbox = path.join(dataDir, 'outbox');
    const mails = fs
      .readdirSync(outbox)
      .filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(readingId));
    expect(mails).toHaveLength(1);
  }, 150_000);
});
