import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { paymentsReconcileJob } from './payments-reconcile.job';
import { allJobs } from './registry';
import { enqueuePeriodic } from './schedules';

let t: TestApp;
beforeAll(async () => {
  // Outside tests the schedule enqueues the reconciliation at start (tests otherwise run it themselves).
  t = await createTestApp({ NODE_ENV: 'development', RATE_LIMITS: 'true' });
});
afterAll(async () => t?.close());

const jobs = () =>
  t.app.queue.boss
    .findJobs('payments-reconcile')
    .then((found) => found.map((j) => ({ state: j.state, slot: j.singletonOn?.toISOString() })));

test('a scheduled job (the reconciliation) is enqueued at start and runs; at most one job per period, however many processes enqueue', async () => {
  const done = await eventually(async () => {
    const rows = await jobs();
    return rows.length === 1 && rows[0]!.state === 'completed' ? rows : null;
  });
  expect(done).toHaveLength(1);
  // Other API processes starting now: the throttle keeps one job per period between them.
  await Promise.all([
    enqueuePeriodic(t.app.queue, paymentsReconcileJob),
    enqueuePeriodic(t.app.queue, paymentsReconcileJob),
    enqueuePeriodic(t.app.queue, paymentsReconcileJob),
  ]);
  const rows = await jobs();
  expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
  expect(rows.length).toBeLessThanOrEqual(2); // 2 only if a period boundary fell between the sends
});

test('at start each process has enqueued the scheduled jobs that apply to its engine', async () => {
  // startSchedules runs in onReady: by the time the app is ready, its first enqueues are done.
  const names: string[] = [];
  for (const { name } of allJobs)
    if ((await t.app.queue.boss.findJobs(name, { limit: 1 })).length > 0) names.push(name);
  expect(names).toEqual(expect.arrayContaining(['payments-reconcile', 'readings-sweep']));
  // Rate-limit counters live in the database only on PostgreSQL (decision 0104): no purge on PGlite.
  expect(names.includes('rate-limits-purge')).toBe(t.app.dbHandle.engine === 'postgres');
});

test('every scheduled job declares a period; its default enqueue is throttled to one per period', () => {
  const scheduled = allJobs.filter((job) => job.schedule);
  expect(scheduled.map((job) => job.name).sort()).toEqual([
    'data-export-purge',
    'outbox-purge',
    'payments-reconcile',
    'rate-limits-purge',
    'readings-sweep',
    'retention',
    'sky-morning',
  ]);
  for (const job of scheduled) expect(job.schedule!.everySeconds).toBeGreaterThanOrEqual(60);
});
