import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { z } from 'zod';
import pino from 'pino';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { defineJob } from './job';
import { createQueue, type Queue } from './queue';

let t: TestApp;
let queue: Queue;
const attempts: number[] = [];
const done = new Set<string>();

const flakyJob = defineJob({
  name: 'test-flaky',
  schema: z.object({ key: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 1,
  async handler(_deps, { key }, meta) {
    attempts.push(meta.retryCount);
    if (attempts.length === 1) throw new Error('transient failure');
    done.add(key);
  },
});

// A batch runs its jobs one by one (three at a time); a failure retries only its own job.
const runs = new Map<string, number>();
let failOnce = true;
const batchJob = defineJob({
  name: 'test-batch',
  schema: z.object({ key: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 1,
  batchSize: 10,
  concurrency: 3,
  async handler(_deps, { key }) {
    runs.set(key, (runs.get(key) ?? 0) + 1);
    if (key === 'batch-bad' && failOnce) {
      failOnce = false;
      throw new Error('transient failure');
    }
  },
});

beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
  queue = await createQueue({
    handle: t.app.dbHandle,
    databaseUrl: t.config.DATABASE_URL,
    jobs: [flakyJob, batchJob],
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
  });
  await queue.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

test('a job that fails is retried and then completes', async () => {
  const id = await queue.send(flakyJob, { key: 'a' });
  expect(id).toBeTruthy();
  await eventually(async () => done.has('a'), 30_000);
  expect(attempts.length).toBe(2);
  const job = await eventually(async () => {
    const [j] = await queue.boss.findJobs('test-flaky', { id: id! });
    return j?.state === 'completed' ? j : null;
  });
  expect(job.retryCount).toBe(1);
});

test('a job enqueued in a rolled-back transaction never runs', async () => {
  await expect(
    t.app.db.transaction().execute(async (trx) => {
      await queue.send(flakyJob, { key: 'rolled-back' }, { trx });
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  await queue.send(flakyJob, { key: 'after' });
  await eventually(async () => done.has('after'), 30_000);
  expect(done.has('rolled-back')).toBe(false);
});

test('payloads are checked against the job schema', async () => {
  await expect(queue.send(flakyJob, { key: 42 })).rejects.toThrow();
});

test('a batch runs each job once; a failure retries only its own job', async () => {
  const keys = ['batch-1', 'batch-2', 'batch-bad', 'batch-3', 'batch-4'];
  const ids = await t.app.db.transaction().execute(async (trx) => {
    const sent: string[] = [];
    for (const key of keys) sent.push((await queue.send(batchJob, { key }, { trx }))!);
    return sent;
  });
  const states = await eventually(async () => {
    const jobs = await Promise.all(
      ids.map(async (id) => (await queue.boss.findJobs('test-batch', { id }))[0]),
    );
    return jobs.every((j) => j?.state === 'completed') ? jobs : null;
  }, 20_000);
  expect(keys.map((k) => runs.get(k))).toEqual([1, 1, 2, 1, 1]);
  expect(states.map((j) => j!.retryCount)).toEqual([0, 0, 1, 0, 0]);
});

test('a later start creates only the queues that are missing', async () => {
  const extraJob = defineJob({
    name: 'test-extra',
    schema: z.object({ key: z.string() }),
    retryLimit: 0,
    retryDelaySeconds: 1,
    async handler() {},
  });
  // Spied on pg-boss's public class: every instance's calls are seen.
  const created = vi.spyOn(PgBoss.prototype, 'createQueue');
  try {
    const again = await createQueue({
      handle: t.app.dbHandle,
      databaseUrl: t.config.DATABASE_URL,
      jobs: [flakyJob, batchJob, extraJob],
      log: pino({ level: 'silent' }),
      pollingIntervalSeconds: 3600,
    });
    await again.stop();
    expect(created.mock.calls.map((call) => call[0])).toEqual(['test-extra']);
    expect((await queue.boss.getQueues()).map((q) => q.name)).toEqual(
      expect.arrayContaining(['test-flaky', 'test-batch', 'test-extra']),
    );
  } finally {
    created.mockRestore();
  }
});

test('a job sent to start later runs once due: one look for due jobs per interval wakes its worker, whose own poll is a minute away', async () => {
  const ran: string[] = [];
  const laterJob = defineJob({
    name: 'test-later',
    schema: z.object({ key: z.string() }),
    retryLimit: 0,
    retryDelaySeconds: 1,
    async handler(_deps, { key }) {
      ran.push(key);
    },
  });
  const work = PgBoss.prototype.work as (this: PgBoss, name: string, ...rest: unknown[]) => Promise<string>;
  const polls: number[] = [];
  const spy = vi.spyOn(PgBoss.prototype, 'work').mockImplementation(function (
    this: PgBoss,
    name: string,
    ...rest: unknown[]
  ) {
    polls.push((rest[0] as { pollingIntervalSeconds: number }).pollingIntervalSeconds);
    return work.call(this, name, ...rest);
  } as typeof PgBoss.prototype.work);
  try {
    const later = await createQueue({
      handle: t.app.dbHandle,
      databaseUrl: t.config.DATABASE_URL,
      jobs: [laterJob],
      log: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
    try {
      await later.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
      expect(polls).toEqual([60]);
      // Its insert wakes the worker, which finds nothing due yet and sleeps for its minute; the look
      // for due jobs, every half second, wakes it again once the second has passed.
      const sentAt = Date.now();
      await later.send(laterJob, { key: 'in-a-second' }, { startAfterSeconds: 1 });
      await eventually(async () => ran.includes('in-a-second'), 15_000);
      expect(Date.now() - sentAt).toBeGreaterThanOrEqual(900);
      expect(ran).toEqual(['in-a-second']);
    } finally {
      await later.stop();
    }
  } finally {
    spy.mockRestore();
  }
});
