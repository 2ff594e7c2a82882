import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminSummary } from '@arcanes/contracts/admin';
import type { PaymentStatus } from '#api/db/schema.ts';
import { FAILED_JOBS_QUEUE } from '#api/jobs/queue.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { siteDays } from './admin-reports.service';

let t: TestApp;
let headers: Record<string, string>;
let userId: number;
const DAY = 86_400_000;
const now = Date.now();
const parisDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(ms));

async function payment(
  domain: string,
  option: number,
  cents: number,
  status: PaymentStatus,
  createdAt: number,
  provider: 'stripe' | 'paypal' | 'demo' = 'stripe',
) {
  await t.app.db
    .insertInto('payments')
    .values({
      user_id: userId,
      provider,
      method: provider === 'paypal' ? 'paypal' : 'card',
      external_reference: crypto.randomUUID(),
      offer_option: option,
      domain,
      amount_cents: cents,
      status,
      immediate_execution_at: new Date(createdAt),
      withdrawal_waiver_at: new Date(createdAt),
      waiver_text_version: '2025-02-21',
      created_at: new Date(createdAt),
    })
    .execute();
}

async function reading(
  domain: 'astrologie' | 'numerologie' | 'tarot',
  option: number,
  status: string,
  minutesToSend?: number,
) {
  const created = new Date(now - 2 * DAY);
  await t.app.db
    .insertInto('readings')
    .values({
      user_id: userId,
      domain,
      option,
      lang: 'fr',
      inputs: '{}',
      price_cents: 699,
      status: status as 'sent',
      idempotency_key: crypto.randomUUID(),
      created_at: created,
      sent_at: minutesToSend === undefined ? null : new Date(created.getTime() + minutesToSend * 60_000),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ DELIVERY_PROMISE_HOURS: '2' });
  const admin = await insertUser(t.app.db, { role: 'admin' });
  headers = (await sessionFor(t.app.db, admin.id)).headers;
  userId = (await insertUser(t.app.db)).id;
  await payment('astrologie', 1, 699, 'succeeded', now);
  await payment('tarot', 2, 1990, 'succeeded', now - 3 * DAY);
  await payment('tarot', 3, 2990, 'succeeded', now - 3 * DAY);
  await payment('numerologie', 2, 1990, 'refunded', now);
  await payment('astrologie', 1, 699, 'failed', now);
  await payment('astrologie', 1, 699, 'succeeded', now - 40 * DAY);
  // The demo checkout moves no money: never revenue, never a refund.
  await payment('tarot', 3, 2990, 'succeeded', now, 'demo');
  await payment('astrologie', 2, 1990, 'refunded', now, 'demo');
  await reading('astrologie', 1, 'answered');
  await reading('astrologie', 1, 'answered');
  await reading('tarot', 2, 'sent', 10);
  await reading('tarot', 2, 'sent', 30);
  await reading('tarot', 2, 'sent', 50);
  await reading('numerologie', 3, 'sent', 180);
  await reading('astrologie', 2, 'queued');
  await reading('tarot', 3, 'refunded');
  await reading('tarot', 2, 'failed');
});
afterAll(async () => t?.close());

describe('dashboard summary on seeded data', () => {
  let s: AdminSummary;
  beforeAll(async () => {
    const res = await t.app.inject({ url: '/api/admin/summary', headers });
    expect(res.statusCode).toBe(200);
    s = res.json();
  });

  test('revenue by day: 30 Paris days, oldest first, succeeded real payments only (no demo)', () => {
    expect(s.revenue.by_day).toHaveLength(30);
    expect(s.revenue.by_day.map((d) => d.date)).toEqual(siteDays(30));
    expect(s.revenue.by_day.at(-1)).toEqual({ date: parisDate(now), cents: 699, count: 1 });
    expect(s.revenue.by_day.find((d) => d.date === parisDate(now - 3 * DAY))).toEqual({
      date: parisDate(now - 3 * DAY),
      cents: 4980,
      count: 2,
    });
    expect(s.revenue.by_day.filter((d) => d.cents > 0)).toHaveLength(2);
    expect(s.revenue.total_cents_30d).toBe(5679);
    expect(s.revenue.refunded_cents_30d).toBe(1990);
  });

  test('sales by domain: what the readings of each domain took from the wallets (refunded and failed ones are not sales)', () => {
    // A top-up is an amount (decision 0210): the payments' old domains are not read.
    expect(s.revenue.by_domain).toEqual([
      { domain: 'astrologie', cents: 3 * 699, count: 3 },
      { domain: 'numerologie', cents: 699, count: 1 },
      { domain: 'tarot', cents: 3 * 699, count: 3 },
    ]);
  });

  test('readings by option and by domain (refunded ones not counted as sold)', () => {
    expect(s.readings.total).toBe(8);
    expect(s.readings.by_option).toEqual([
      { option: 1, count: 2 },
      { option: 2, count: 5 },
      { option: 3, count: 1 },
    ]);
    expect(s.readings.by_domain).toEqual([
      { domain: 'astrologie', count: 3 },
      { domain: 'numerologie', count: 1 },
      { domain: 'tarot', count: 4 },
    ]);
    expect(s.readings.by_domain_option).toContainEqual({ domain: 'tarot', option: 2, count: 4 });
    expect(s.readings.by_domain_option).toContainEqual({ domain: 'tarot', option: 3, count: 0 });
  });

  test('delivery times: median and p95 of sent_at − created_at against the 2-hour promise', () => {
    // Sent after 10, 30, 50 and 180 minutes: median (30+50)/2 = 40 min; p95 interpolated 50 + 0.85 × 130 min.
    expect(s.delivery).toEqual({
      promise_hours: 2,
      sent: 4,
      p50_seconds: 2400,
      p95_seconds: 9630,
      late: 1,
      in_progress: 1,
      failed: 1,
    });
  });

  test('providers in use', () => {
    expect(s.providers).toEqual({
      ai: 'offline',
      ai_model: null,
      card_payments: 'demo',
      paypal: 'demo',
      mail: 'outbox',
      database: t.app.dbHandle.engine,
    });
    expect(s.users).toMatchObject({ total: 2, admins: 1 });
  });
});

describe('failed jobs', () => {
  test('are listed with their id and error, and can be retried once (audited)', async () => {
    const boss = t.app.queue.boss;
    // A queue of ours: its jobs out of attempts go to the failed jobs' queue (decision 0321).
    await boss.createQueue('admin-test-delivery', { deadLetter: FAILED_JOBS_QUEUE });
    const readingId = crypto.randomUUID();
    const sent = (await boss.send('admin-test-delivery', { readingId }, { retryLimit: 0 }))!;
    await boss.fetch('admin-test-delivery');
    await t.app.queue.fail('admin-test-delivery', sent, new Error('SMTP unreachable'));
    const id = (await boss.findJobs(FAILED_JOBS_QUEUE, { data: { readingId } }))[0]!.id;
    const s: AdminSummary = (await t.app.inject({ url: '/api/admin/summary', headers })).json();
    expect(s.failed_jobs).toContainEqual(
      expect.objectContaining({
        id,
        name: 'admin-test-delivery',
        reading_id: readingId,
        reading_status: null,
        error: 'SMTP unreachable',
      }),
    );

    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'success', id, name: 'admin-test-delivery' });
    // Back in its queue, waiting for a worker.
    expect(await boss.findJobs('admin-test-delivery', { data: { readingId }, queued: true })).toHaveLength(1);
    expect(await boss.findJobs(FAILED_JOBS_QUEUE, { id })).toEqual([]);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'job.retried')
      .where('target', '=', `job:${id}`)
      .execute();
    expect(audits).toHaveLength(1);
    const after: AdminSummary = (await t.app.inject({ url: '/api/admin/summary', headers })).json();
    expect(after.failed_jobs.map((j) => j.id)).not.toContain(id);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_NOT_FAILED');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${crypto.randomUUID()}/retry`, headers }))
        .statusCode,
    ).toBe(409);
  });

  test('a failed delivery of a reading already refunded says so', async () => {
    const boss = t.app.queue.boss;
    const refunded = await t.app.db
      .selectFrom('readings')
      .select('id')
      .where('status', '=', 'refunded')
      .executeTakeFirstOrThrow();
    const sent = (await boss.send('admin-test-delivery', { readingId: refunded.id }, { retryLimit: 0 }))!;
    await boss.fetch('admin-test-delivery');
    await t.app.queue.fail('admin-test-delivery', sent, new Error('PDF renderer crashed'));
    const id = (await boss.findJobs(FAILED_JOBS_QUEUE, { data: { readingId: refunded.id } }))[0]!.id;
    const s: AdminSummary = (await t.app.inject({ url: '/api/admin/summary', headers })).json();
    expect(s.failed_jobs).toContainEqual(
      expect.objectContaining({ id, reading_id: refunded.id, reading_status: 'refunded' }),
    );
  });
});
