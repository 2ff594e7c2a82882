import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { sweepStuckReadings } from './sweep.service';
import { customer, ledgerBalanced, order, outbox, readingRow } from '#api/test/readings-kit.ts';

let t: TestApp;
beforeAll(async () => {
  // No workers: the delivery jobs stay queued, as if every worker were down.
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

const sweep = () =>
  sweepStuckReadings({
    db: t.app.db,
    queue: t.app.queue,
    mailer: t.app.mailer,
    config: t.config,
    log: t.app.log,
    interpreter: interpreterFor(t.config),
  });
const backdate = (id: string, hours: number) =>
  sql`update readings set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`.execute(
    t.app.db,
  );

test('a report is given up only after the promise, and only when no delivery job is left for it', async () => {
  const c = await customer(t.app.db, { cents: 1990 });
  const id = (await order(t.app, c.headers, { domain: 'tarot', option: 2 })).json().reading_id;
  await backdate(id, 1);
  expect((await sweep()).refunded).not.toContain(id);
  await backdate(id, 3);
  expect((await sweep()).refunded).not.toContain(id); // its job still waits for a worker
  const [job] = await t.app.queue.boss.findJobs('reading-delivery', { data: { readingId: id } });
  await t.app.queue.boss.deleteJob('reading-delivery', job!.id);
  expect((await sweep()).refunded).toContain(id);
  const row = await readingRow(t.app.db, id);
  expect(row.status).toBe('refunded');
  expect(row.error).toMatch(/delivery abandoned/);
  expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
  expect(
    Number(
      (
        await t.app.db
          .selectFrom('users')
          .select('balance_cents')
          .where('id', '=', c.user.id)
          .executeTakeFirstOrThrow()
      ).balance_cents,
    ),
  ).toBe(1990);
  expect(outbox(t.dataDir).some((m) => m.includes(`reading-${id}-refund@arcanes`))).toBe(true);
  expect((await sweep()).refunded).not.toContain(id);
});

test('an on-screen answer interrupted after the debit is refunded after fifteen minutes', async () => {
  const c = await customer(t.app.db, { cents: 699 });
  const id = (await order(t.app, c.headers, { domain: 'numerology', option: 1 })).json().reading_id;
  // As if the process had died between the debit and the answer.
  await t.app.db
    .updateTable('readings')
    .set({ status: 'pending', answer: null })
    .where('id', '=', id)
    .execute();
  expect((await sweep()).refunded).not.toContain(id);
  await backdate(id, 1);
  expect((await sweep()).refunded).toContain(id);
  expect((await readingRow(t.app.db, id)).status).toBe('refunded');
  expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
});
