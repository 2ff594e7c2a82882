import { afterAll, beforeAll, expect, test } from 'vitest';
import PgBoss10 from 'pg-boss-10';
import pino from 'pino';
import { z } from 'zod';
import type { DatabaseHandle } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { loadConfig } from '#api/config.ts';
import { eventually } from '#api/test/test-app.ts';
import { freshDatabase } from '#api/test/fresh-database.ts';
import { defineJob } from './job';
import { PGBOSS_10_SCHEMA_VERSION, setAsidePgBoss10 } from './pgboss-upgrade';
import { pgBoss10SchemaSetAside } from './pgboss-v10.repository';
import { createQueue, type Queue } from './queue';

// A database last run by the release before (pg-boss 10, schema 24) with jobs in it, opened by this
// release (pg-boss 12, which cannot migrate it: set aside, jobs carried over, decision 0320): on
// PGlite, or on PostgreSQL with DATABASE_URL.
const ran: string[] = [];
const oldJob = defineJob({
  name: 'test-bridged',
  schema: z.object({ key: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  async handler(_deps, { key }) {
    ran.push(key);
  },
});

let handle: DatabaseHandle;
let url: string | undefined;
let drop: () => Promise<void>;
let queue: Queue | undefined;
const sent: Record<string, string> = {};

beforeAll(async () => {
  ({ handle, url, drop } = await freshDatabase());
  expect((await migrateToLatest(handle.db as never)).error).toBeUndefined();
  const ten =
    handle.engine === 'pglite'
      ? new PgBoss10({ db: { executeSql: handle.executeSql! }, supervise: false, schedule: false })
      : new PgBoss10({ connectionString: url, max: 2, supervise: false, schedule: false });
  await ten.start();
  await ten.createQueue(oldJob.name, { name: oldJob.name, retryLimit: 0 });
  // The first one is fetched and failed (out of attempts); the second waits for a worker.
  sent.failed = (await ten.send(oldJob.name, { key: 'failed' }))!;
  const [fetched] = await ten.fetch(oldJob.name);
  expect(fetched!.id).toBe(sent.failed);
  await ten.fail(oldJob.name, fetched!.id, { message: 'before the upgrade' });
  sent.waiting = (await ten.send(oldJob.name, { key: 'waiting' }))!;
  sent.later = (await ten.send(oldJob.name, { key: 'later' }, { startAfter: 3600, retryLimit: 3 }))!;
  await ten.createQueue('test-gone', { name: 'test-gone' });
  await ten.send('test-gone', { key: 'of a queue this release no longer has' });
  expect(await ten.schemaVersion()).toBe(24);
  await ten.stop({ graceful: false, wait: true });
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await handle?.close();
  await drop?.();
});

test('a pg-boss 10 database is set aside at start; pg-boss 12 installs its own and runs the jobs it had not finished', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(url ? { DATABASE_URL: url } : {}) });
  queue = await createQueue({
    handle,
    databaseUrl: url,
    jobs: [oldJob],
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
  });
  expect(await queue.boss.schemaVersion()).toBeGreaterThan(PGBOSS_10_SCHEMA_VERSION);
  expect(await pgBoss10SchemaSetAside(handle.db)).toBe(false);
  // The failed one stays behind with pg-boss 10's schema; the one due in an hour keeps its id, its
  // time and its attempts.
  expect(await queue.boss.findJobs(oldJob.name, { id: sent.failed! })).toEqual([]);
  const [later] = await queue.boss.findJobs(oldJob.name, { id: sent.later! });
  expect(later).toMatchObject({ state: 'created', data: { key: 'later' }, retryLimit: 3, retryCount: 0 });
  expect(later!.startAfter.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  await queue.startWorkers({ db: handle.db, config, mailer: null as never, log: pino({ level: 'silent' }) });
  // The job pg-boss 10 created runs under 12.
  await eventually(async () => ran.includes('waiting'), 30_000);
  const done = await eventually(async () => {
    const [job] = await queue!.boss.findJobs(oldJob.name, { id: sent.waiting! });
    return job?.state === 'completed' ? job : null;
  });
  expect(done.data).toEqual({ key: 'waiting' });
  // A job sent now, on the migrated queue, runs too.
  await queue.send(oldJob, { key: 'after the upgrade' });
  await eventually(async () => ran.includes('after the upgrade'), 30_000);
  expect(ran).toEqual(['waiting', 'after the upgrade']);
});

test('a database already on pg-boss 12 is left as it is', async () => {
  expect(await setAsidePgBoss10(handle)).toBe(false);
  expect(await queue!.boss.schemaVersion()).toBeGreaterThan(PGBOSS_10_SCHEMA_VERSION);
});
