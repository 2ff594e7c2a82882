import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdminSummary } from '@arcanes/contracts/admin';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

// Issue 37: the dashboard reads totals kept by the writes (triggers, migration 2026-12-10T05-10).
// Property: after any sequence of writes — accounts opened, promoted, demoted and erased; readings
// ordered, moved through every status, re-dated, deleted; payments in every status and provider,
// refunded, re-dated, deleted — the dashboard equals a recount of the rows themselves.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await sessionFor(t.app.db, (await insertUser(t.app.db, { role: 'admin' })).id)).headers;
});
afterAll(async () => t?.close());

/** A small seeded generator (mulberry32): a failing sequence is replayed by its seed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { int, pick };
}

const DOMAINS = ['astrologie', 'numerologie', 'tarot'] as const;
const READING_STATUSES = ['pending', 'answered', 'queued', 'writing', 'sent', 'failed', 'refunded'] as const;
const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
const PROVIDERS = ['demo', 'stripe', 'paypal'] as const;
const HOUR = 3_600_000;

async function recount() {
  const db = t.app.db;
  const start = sql`((date_trunc('day', now() at time zone 'Europe/Paris') - interval '29 days') at time zone 'Europe/Paris')`;
  const byDay = await sql<{ day: string; cents: number; count: number }>`
    select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day, sum(amount_cents)::int as cents,
      count(*)::int as count
    from payments where status = 'succeeded' and provider <> 'demo' and created_at >= ${start}
    group by 1 order by 1`.execute(db);
  const byDomain = await sql<{ domain: string; cents: number; count: number }>`
    select domain, sum(price_cents)::int as cents, count(*)::int as count from readings
    where status not in ('refunded', 'failed') and created_at >= ${start} group by 1 order by 1`.execute(db);
  const refunded = await sql<{ cents: number }>`
    select coalesce(sum(amount_cents), 0)::int as cents from payments
    where status = 'refunded' and provider <> 'demo' and created_at >= ${start}`.execute(db);
  const sold = await sql<{ domain: string; option: number; count: number }>`
    select domain, option, count(*)::int as count from readings where status <> 'refunded'
    group by 1, 2 order by 1, 2`.execute(db);
  const users = await sql<{ total: number; admins: number }>`
    select count(*)::int as total, (count(*) filter (where role = 'admin'))::int as admins
    from users where deleted_at is null`.execute(db);
  return {
    byDay: byDay.rows,
    byDomain: byDomain.rows,
    refunded: refunded.rows[0]!.cents,
    sold: sold.rows,
    users: users.rows[0]!,
  };
}

async function summary(): Promise<AdminSummary> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminSummary;
}

test.each([1, 2, 3])('seed %i: after 120 random writes the dashboard equals a recount', async (seed) => {
  const db = t.app.db;
  const r = random(seed);
  const users: number[] = [];
  const readings: string[] = [];
  const payments: string[] = [];
  // Dates from 40 days ago to now: some fall out of the 30-day window, some sit on its edge.
  const when = () => new Date(Date.now() - r.int(40 * 24) * HOUR - r.int(HOUR));
  for (let i = 0; i < 120; i++) {
    const op = r.int(11);
    if (op === 0 || users.length === 0) {
      const u = await insertUser(db, { role: r.int(5) === 0 ? 'admin' : 'user' });
      users.push(u.id);
    } else if (op === 1) {
      await db
        .updateTable('users')
        .set({ role: r.pick(['user', 'admin'] as const) })
        .where('id', '=', r.pick(users))
        .execute();
    } else if (op === 2) {
      await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', r.pick(users)).execute();
    } else if (op === 3 || op === 4 || readings.length === 0) {
      const row = await db
        .insertInto('readings')
        .values({
          user_id: r.pick(users),
          domain: r.pick(DOMAINS),
          option: 1 + r.int(3),
          lang: 'fr',
          inputs: '{}',
          price_cents: 100 * (1 + r.int(9)),
          status: r.pick(READING_STATUSES),
          idempotency_key: crypto.randomUUID(),
          created_at: when(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      readings.push(row.id);
    } else if (op === 5) {
      await db
        .updateTable('readings')
        .set({ status: r.pick(READING_STATUSES) })
        .where('id', '=', r.pick(readings))
        .execute();
    } else if (op === 6) {
      await db
        .updateTable('readings')
        .set({ created_at: when() })
        .where('id', '=', r.pick(readings))
        .execute();
    } else if (op === 7) {
      const id = readings.splice(r.int(readings.length), 1)[0]!;
      await db.deleteFrom('readings').where('id', '=', id).execute();
    } else if (op === 8 || payments.length === 0) {
      const provider = r.pick(PROVIDERS);
      const at = when();
      const row = await db
        .insertInto('payments')
        .values({
          user_id: r.pick(users),
          provider,
          method: provider === 'paypal' ? 'paypal' : 'card',
          external_reference: crypto.randomUUID(),
          offer_option: 1,
          domain: 'astrologie',
          amount_cents: 500 + r.int(5000),
          status: r.pick(PAYMENT_STATUSES),
          immediate_execution_at: at,
          withdrawal_waiver_at: at,
          waiver_text_version: '2025-02-21',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      payments.push(row.id);
    } else if (op === 9) {
      await db
        .updateTable('payments')
        .set({ status: r.pick(PAYMENT_STATUSES) })
        .where('id', '=', r.pick(payments))
        .execute();
    } else {
      const id = r.pick(payments);
      if (r.int(2) === 0)
        await db.updateTable('payments').set({ created_at: when() }).where('id', '=', id).execute();
      else {
        payments.splice(payments.indexOf(id), 1);
        await db.deleteFrom('payments').where('id', '=', id).execute();
      }
    }
  }

  const [kept, counted] = await Promise.all([summary(), recount()]);
  expect(
    kept.revenue.by_day
      .filter((d) => d.count > 0)
      .map(({ date, cents, count }) => ({ day: date, cents, count })),
  ).toEqual(counted.byDay);
  expect(kept.revenue.by_domain.filter((d) => d.count > 0)).toEqual(counted.byDomain);
  expect(kept.revenue.refunded_cents_30d).toBe(counted.refunded);
  expect(kept.readings.by_domain_option.filter((d) => d.count > 0)).toEqual(counted.sold);
  expect(kept.readings.total).toBe(counted.sold.reduce((s, x) => s + x.count, 0));
  expect({ total: kept.users.total, admins: kept.users.admins }).toEqual(counted.users);
  // The sequence did move the totals: not a comparison of two empty answers.
  expect(counted.sold.length).toBeGreaterThan(0);
  expect(counted.byDay.length).toBeGreaterThan(0);
});
