import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { defineJob } from './job';
import { createQueue, type Queue } from './queue';

// Workers poll only once an hour here: every job below is run because its commit woke the worker
// (decision 0161).
let t: TestApp;
let queue: Queue;
const runs = new Map<string, number>();

const wakeJob = defineJob({
  name: 'test-wake',
  schema: z.object({ key: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  async handler(_deps, { key }) {
    runs.set(key, (runs.get(key) ?? 0) + 1);
  },
});
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
  queue = await createQueue({
    handle: t.app.dbHandle,
    databaseUrl: t.config.DATABASE_URL,
    jobs: [wakeJob],
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 3600,
  });
  await queue.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

test('a committed job wakes the sleeping worker of its queue, also when sent in a transaction', async () => {
  for (const key of ['w1', 'w2', 'w3']) {
    await new Promise((r) => setTimeout(r, 300)); // let the worker fall asleep for its hour
    if (key === 'w2')
      await t.app.db.transaction().execute(async (trx) => {
        await queue.send(wakeJob, { key }, { trx });
      });
    else await queue.send(wakeJob, { key });
    await eventually(async () => runs.has(key), 10_000, 20);
  }
  expect([...runs.entries()]).toEqual([
    ['w1', 1],
    ['w2', 1],
    ['w3', 1],
  ]);
});

/** The transaction ids that last wrote the wake function and its trigger (they change when re-created). */
async function wakeRowVersions() {
  const { rows } = await sql<{ fn: string; trigger: string }>`
    select p.xmin::text as fn, t.xmin::text as trigger
    from pg_proc p join pg_trigger t on t.tgfoid = p.oid
    where p.proname = 'arcanes_job_wake' and t.tgname = 'arcanes_job_wake'
      and t.tgrelid = 'pgboss.job'::regclass`.execute(t.app.db);
  return rows;
}

async function startAgain() {
  const again = await createQueue({
    handle: t.app.dbHandle,
    databaseUrl: t.config.DATABASE_URL,
    jobs: [wakeJob],
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 3600,
  });
  await again.stop();
}

test('a later start leaves the wake trigger as it is, and puts back one that differs or is missing', async () => {
  const installed = await wakeRowVersions();
  expect(installed).toHaveLength(1);
  await startAgain();
  expect(await wakeRowVersions()).toEqual(installed);

  // An older release's body is replaced; a dropped trigger is created again.
  await sql`create or replace function pgboss.arcanes_job_wake() returns trigger language plpgsql
    as $$ begin return null; end $$`.execute(t.app.db);
  await startAgain();
  const { rows } = await sql<{
    body: string;
  }>`select prosrc as body from pg_proc where proname = 'arcanes_job_wake'`.execute(t.app.db);
  expect(rows[0]!.body).toContain('pg_notify');
  await sql`drop trigger arcanes_job_wake on pgboss.job`.execute(t.app.db);
  expect(await wakeRowVersions()).toHaveLength(0);
  await startAgain();
  expect(await wakeRowVersions()).toHaveLength(1);

  // And it wakes the sleeping worker again.
  await new Promise((r) => setTimeout(r, 300));
  await queue.send(wakeJob, { key: 'w4' });
  await eventually(async () => runs.has('w4'), 10_000, 20);
});
