import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import pino from 'pino';
import { createTestApp, eventually, type TestApp } from '../test/test-app';
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

beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
  queue = await createQueue({
    handle: t.app.dbHandle,
    databaseUrl: t.config.DATABASE_URL,
    jobs: [flakyJob],
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
    const j = await queue.boss.getJobById('test-flaky', id!);
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
