import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/test-app';
import { enqueueReconciliation } from './reconcile.schedule';

let t: TestApp;
beforeAll(async () => {
  // Outside tests the schedule enqueues the reconciliation at start (tests otherwise run it themselves).
  t = await createTestApp({ NODE_ENV: 'development' });
});
afterAll(async () => t?.close());

const jobs = () =>
  sql<{
    state: string;
    slot: string;
  }>`select state, singleton_on::text as slot from pgboss.job where name = 'payments-reconcile'`
    .execute(t.app.db)
    .then((r) => r.rows);

test('the reconciliation is enqueued at start and runs; at most one job per period, however many processes enqueue', async () => {
  const done = await eventually(async () => {
    const rows = await jobs();
    return rows.length === 1 && rows[0]!.state === 'completed' ? rows : null;
  });
  expect(done).toHaveLength(1);
  // Other API processes starting now: the throttle keeps one job per period between them.
  await Promise.all([
    enqueueReconciliation(t.app.queue),
    enqueueReconciliation(t.app.queue),
    enqueueReconciliation(t.app.queue),
  ]);
  const rows = await jobs();
  expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
  expect(rows.length).toBeLessThanOrEqual(2); // 2 only if a period boundary fell between the sends
});
