import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PgBoss } from 'pg-boss';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { kyselyExecutor } from '#api/jobs/executor.ts';
import type { Database } from '#api/db/schema.ts';
import { insertUser, sessionFor } from './fixtures';
import {
  createDatabase,
  dropDatabase,
  freePort,
  startProcess,
  stopProcesses,
  waitReady,
  type Started,
} from './processes';
import { eventually } from './test-app';

/**
 * The API is stateless: two API processes and two job workers share one PostgreSQL database.
 * Concurrent fulfilment of one payment through both processes credits once; the same reading
 * requested on both with one Idempotency-Key charges once; its delivery is e-mailed once.
 */
const baseUrl = process.env.DATABASE_URL;

const started: Started[] = [];
let databaseUrl = '';
let dbName = '';
let dataDir = '';
let db: Kysely<Database>;
let handle: DatabaseHandle;
const apis: string[] = [];

function start(entry: 'server' | 'worker', env: Record<string, string> = {}) {
  const process = startProcess(entry, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
  started.push(process);
  return process;
}

describe.skipIf(!baseUrl)('two API processes and two workers on one PostgreSQL', () => {
  beforeAll(async () => {
    dbName = `arcanes_mp_${process.pid}`;
    databaseUrl = await createDatabase(baseUrl!, dbName);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-mp-'));
    // Both API processes start together on the fresh database, as a process manager starts them: one
    // migrates and creates the job queues while the other waits for it (issue 34).
    const servers: Promise<void>[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      servers.push(
        waitReady(
          publicUrl,
          start('server', { PORT: String(port), PUBLIC_URL: publicUrl, RUN_WORKERS: 'false' }),
        ),
      );
      apis.push(publicUrl);
    }
    await Promise.all(servers);
    start('worker');
    start('worker');
    handle = await openDatabase({ database: { kind: 'postgres', url: databaseUrl } });
    db = handle.db;
  }, 120_000);

  afterAll(async () => {
    await stopProcesses(started);
    await handle?.close();
    if (dbName) await dropDatabase(baseUrl!, dbName);
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
    const status = await eventually(async () => {
      const r = await db
        .selectFrom('readings')
        .select('status')
        .where('id', '=', readingId)
        .executeTakeFirstOrThrow();
      return (r.status === 'sent' || r.status === 'refunded') && r.status;
    }, 90_000);
    expect(status).toBe('sent');
    // No delivery job of this reading is left to run (created, retrying or active): no worker can
    // send it again.
    await eventually(async () => {
      const boss = new PgBoss({ db: kyselyExecutor(db) });
      const left = await boss.findJobs('reading-delivery', { key: `reading-${readingId}` });
      return left.every((j) => !['created', 'retry', 'active'].includes(j.state));
    }, 60_000);
    // Each e-mail of the reading once: the PDF delivery and the order's confirmation (issue 41).
    const outbox = path.join(dataDir, 'outbox');
    const mailsWith = (messageId: string) =>
      fs.readdirSync(outbox).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(messageId));
    expect(mailsWith(`<reading-${readingId}@arcanes>`)).toHaveLength(1);
    await eventually(async () => mailsWith(`<order-${readingId}@arcanes>`).length > 0, 60_000);
    expect(mailsWith(`<order-${readingId}@arcanes>`)).toHaveLength(1);
  }, 150_000);
});
