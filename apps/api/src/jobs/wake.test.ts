import { sql } from 'kysely';
import { systemClock, type Clock } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import type { Listen } from '#api/db/database.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { defineJob } from './job';
import { createQueue, type Queue } from './queue';
import { enqueuePeriodic } from './schedules';

// Workers poll only once an hour here: every job below is run because its commit woke the worker
// (decision 0161).
let t: TestApp;
let queue: Queue;
const runs = new Map<string, number>();

// The worker is asleep for its hour while the timer of its poll interval is set: pg-boss sets it through
// this clock after a fetch that found nothing, and clears it when a wake-up cuts the sleep short.
const POLL_MS = 3600 * 1000;
const naps = new Set<unknown>();
const clock: Clock = {
  ...systemClock,
  setTimeout(fn, ms) {
    if (ms <= POLL_MS - 60_000) return systemClock.setTimeout(fn, ms);
    const handle = systemClock.setTimeout(() => {
      naps.delete(handle);
      fn();
    }, ms);
    naps.add(handle);
    return handle;
  },
  clearTimeout(handle) {
    naps.delete(handle);
    systemClock.clearTimeout(handle);
  },
};
/** Resolves once the worker has fetched, found nothing and gone to sleep for its poll interval. */
const asleep = () => eventually(async () => naps.size > 0, 10_000, 5);

const wakeJob = defineJob({
  name: 'test-wake',
  schema: z.object({ key: z.string().default('periodic') }),
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
    clock,
  });
  await queue.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

test('a committed job wakes the sleeping worker of its queue, also when sent in a transaction', async () => {
  for (const key of ['w1', 'w2', 'w3']) {
    await asleep();
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

test('our code wakes the workers, not a trigger: none of ours on any table; a periodic run wakes too', async () => {
  // Decision 0281: the notification is sent by queue.send / announce, never by a trigger in pg-boss's schema.
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_trigger where tgname like 'arcanes%'`.execute(t.app.db);
  expect(rows[0]!.n).toBe(0);

  const periodic = defineJob({ ...wakeJob, name: 'test-wake', schedule: { everySeconds: 3600 } });
  await asleep();
  expect(await enqueuePeriodic(queue, periodic)).not.toBeNull();
  await eventually(async () => runs.has('periodic'), 10_000, 20);
});

test('after the listening connection is lost, every queue is fetched once listening again (decision 0420)', async () => {
  // The worker of its own queue sleeps an hour; its listening connection is cut, and the first attempts
  // to listen again refused, as while the database restarts: a job committed then is announced to no one.
  const base = t.app.dbHandle.listen!;
  let refuse = false;
  let deaf = false;
  let cut: ((error: unknown) => void) | null = null;
  const listen: Listen = async (channel, onNotice, onLost) => {
    if (refuse) throw new Error('the database system is starting up');
    deaf = false;
    const unlisten = await base(channel, (payload) => (deaf ? undefined : onNotice(payload)), onLost);
    cut = (error) => {
      deaf = true;
      void unlisten();
      onLost(error);
    };
    return unlisten;
  };
  const ran: string[] = [];
  const resumedJob = defineJob({
    ...wakeJob,
    name: 'test-wake-resumed',
    async handler(_deps, { key }) {
      ran.push(key);
    },
  });
  const lonely = await createQueue({
    handle: { ...t.app.dbHandle, listen },
    databaseUrl: t.config.DATABASE_URL,
    jobs: [resumedJob],
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 3600,
    clock,
  });
  try {
    await lonely.startWorkers({ db: t.app.db, config: t.config, mailer: t.app.mailer, log: t.app.log });
    await eventually(async () => naps.size >= 2, 10_000, 5);
    refuse = true;
    cut!(new Error('terminating connection due to administrator command'));
    await lonely.send(resumedJob, { key: 'during' });
    expect(ran).toEqual([]);
    refuse = false;
    await eventually(async () => ran.length > 0, 10_000, 20);
    expect(ran).toEqual(['during']);
  } finally {
    await lonely.stop();
  }
});
