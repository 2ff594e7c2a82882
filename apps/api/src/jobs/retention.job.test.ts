import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertReadingRow, insertUser } from '#api/test/fixtures.ts';
import type { JobDeps } from './job';
import { applyRetention, retentionJob } from './retention.job';
import { accountingCutoff } from './retention.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);
const hash = () => crypto.randomBytes(16).toString('hex');

test('the daily retention job deletes what is past the periods the privacy policy states, and keeps the rest', async () => {
  const db = t.app.db;
  const user = await insertUser(db);
  const session = (expires: Date) =>
    db
      .insertInto('sessions')
      .values({ token_hash: hash(), user_id: user.id, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const expiredSession = await session(ago(1));
  const liveSession = await session(ahead(10));
  const reset = (expires: Date) =>
    db
      .insertInto('password_resets')
      .values({ token_hash: hash(), user_id: user.id, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldReset = await reset(ago(2));
  const lateReset = await reset(ago(0.5)); // expired, but still answers « link expired » for a day
  const verification = (expires: Date) =>
    db
      .insertInto('email_verifications')
      .values({ token_hash: hash(), user_id: user.id, email: user.email, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldVerification = await verification(ago(3));
  const liveVerification = await verification(ahead(1));
  const message = (created: Date) =>
    db
      .insertInto('contact_messages')
      .values({ name: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour', lang: 'fr', created_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldMessage = await message(ago(3 * 365 + 2));
  const recentMessage = await message(ago(3 * 365 - 2));
  const consent = (created: Date) =>
    db
      .insertInto('consents')
      .values({
        user_id: user.id,
        visitor_id: null,
        analytics: false,
        marketing: false,
        ia: false,
        policy_version: '2020-01-01',
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const audit = (at: Date) =>
    db
      .insertInto('audit_log')
      .values({
        at,
        actor_id: null,
        actor_label: 'test',
        action: 'test.retention',
        target: null,
        details: '{}',
        ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const oldAudit = await audit(ago(366));
  const recentAudit = await audit(ago(300));
  // The log stays append-only within its year: a delete of a younger row is refused by the engine.
  await expect(db.deleteFrom('audit_log').where('id', '=', recentAudit.id).execute()).rejects.toThrow(
    /append-only/,
  );
  const oldConsent = await consent(ago(5 * 365 + 2));
  const recentConsent = await consent(ago(5 * 365 - 2));

  // Through the real job, as the schedule runs it.
  await retentionJob.handler(
    { db, config: t.app.config, log: t.app.log } as unknown as JobDeps,
    {},
    { id: 'test', retryCount: 0 },
  );

  const ids = async (
    table:
      'audit_log' | 'sessions' | 'password_resets' | 'email_verifications' | 'contact_messages' | 'consents',
  ) => (await db.selectFrom(table).select('id').execute()).map((r) => String(r.id));
  const sessions = await ids('sessions');
  expect(sessions).toContain(String(liveSession.id));
  expect(sessions).not.toContain(String(expiredSession.id));
  const resets = await ids('password_resets');
  expect(resets).toContain(String(lateReset.id));
  expect(resets).not.toContain(String(oldReset.id));
  const verifications = await ids('email_verifications');
  expect(verifications).toContain(String(liveVerification.id));
  expect(verifications).not.toContain(String(oldVerification.id));
  const messages = await ids('contact_messages');
  expect(messages).toContain(String(recentMessage.id));
  expect(messages).not.toContain(String(oldMessage.id));
  const consents = await ids('consents');
  expect(consents).toContain(String(recentConsent.id));
  expect(consents).not.toContain(String(oldConsent.id));
  const audits = await ids('audit_log');
  expect(audits).toContain(String(recentAudit.id));
  expect(audits).not.toContain(String(oldAudit.id));
  // The user and everything within its period are untouched.
  expect(
    await db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst(),
  ).toBeDefined();
  expect(retentionJob.schedule?.everySeconds).toBe(24 * 60 * 60);
});

test('the accounting period ends ten years after the end of the financial year (the calendar year in Paris)', () => {
  expect(accountingCutoff(new Date('2026-11-28T12:00:00Z')).toISOString()).toBe('2015-12-31T23:00:00.000Z');
  // New Year's Eve at 23:30 UTC is already 1 January in Paris: the year 2016 has passed too.
  expect(accountingCutoff(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2016-12-31T23:00:00.000Z');
});

test("an erased account's invoices and refund requests lose the buyer's name and address after their ten years, and no amount moves", async () => {
  const db = t.app.db;
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()),
  );
  // Made on 31 December (Paris) of year − 11: past. Made on 1 January (Paris) of year − 10: kept to its end.
  const past = new Date(`${year - 11}-12-31T23:59:00+01:00`);
  const within = new Date(`${year - 10}-01-01T00:30:00+01:00`);
  const erased = await insertUser(db);
  const live = await insertUser(db);
  let number = 900_000;
  const sale = async (userId: number, at: Date, withWithdrawal: boolean) => {
    const payment = await db
      .insertInto('payments')
      .values({
        user_id: userId,
        provider: 'stripe',
        method: 'card',
        offer_option: 2,
        domain: 'tarot',
        amount_cents: 2500,
        status: 'succeeded',
        immediate_execution_at: at,
        withdrawal_waiver_at: at,
        waiver_text_version: 'test',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    number += 1;
    const invoice = await db
      .insertInto('invoices')
      .values({
        series: 'invoice',
        number,
        reference: `F-TEST-${number}`,
        source: `payment:${payment.id}`,
        payment_id: payment.id,
        corrects_id: null,
        user_id: userId,
        lang: 'fr',
        issued_at: at,
        buyer_name: 'Léa Martin',
        buyer_email: 'lea.martin@exemple.fr',
        description: 'Crédit',
        net_cents: 2083,
        vat_cents: 417,
        total_cents: 2500,
        vat_rate_bp: 2000,
        pdf: new Uint8Array([37, 80, 68, 70]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const withdrawal = withWithdrawal
      ? await db
          .insertInto('withdrawals')
          .values({
            payment_id: payment.id,
            user_id: userId,
            amount_cents: 1000,
            cause: 'withdrawal',
            lang: 'fr',
            requested_at: at,
            ack_email: 'lea.martin@exemple.fr',
            requester_name: 'Léa Martin',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : null;
    return { invoice: invoice.id, withdrawal: withdrawal?.id ?? null };
  };
  const erasedPast = await sale(erased.id, past, true);
  const erasedWithin = await sale(erased.id, within, true);
  const livePast = await sale(live.id, past, true);
  await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', erased.id).execute();

  const totals = async () => ({
    days: await db.selectFrom('payment_day_totals').selectAll().orderBy('day').execute(),
    invoices: await db
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'reference',
        'net_cents',
        'vat_cents',
        'total_cents',
        'payment_id',
        'user_id',
        'issued_at',
      ])
      .orderBy('id')
      .execute(),
    withdrawals: await db
      .selectFrom('withdrawals')
      .select(['id', 'amount_cents', 'status', 'payment_id'])
      .orderBy('id')
      .execute(),
    ledger: await db.selectFrom('ledger_entries').select(['id', 'amount_cents']).orderBy('id').execute(),
  });
  const before = await totals();

  const run = () =>
    retentionJob.handler(
      { db, config: t.app.config, log: t.app.log } as unknown as JobDeps,
      {},
      { id: 'test', retryCount: 0 },
    );
  await run();

  const invoice = (id: string) =>
    db
      .selectFrom('invoices')
      .select(['buyer_name', 'buyer_email', 'pdf'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const withdrawal = (id: string | null) =>
    db
      .selectFrom('withdrawals')
      .select(['ack_email', 'requester_name'])
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
  expect(await invoice(erasedPast.invoice)).toEqual({ buyer_name: '', buyer_email: '', pdf: null });
  expect(await withdrawal(erasedPast.withdrawal)).toEqual({ ack_email: null, requester_name: null });
  for (const kept of [erasedWithin, livePast]) {
    const row = await invoice(kept.invoice);
    expect(row.buyer_name).toBe('Léa Martin');
    expect(row.buyer_email).toBe('lea.martin@exemple.fr');
    expect(row.pdf).not.toBeNull();
    expect(await withdrawal(kept.withdrawal)).toEqual({
      ack_email: 'lea.martin@exemple.fr',
      requester_name: 'Léa Martin',
    });
  }
  // Every amount, number, link and daily total is as it was.
  expect(await totals()).toEqual(before);
  // A second run finds nothing more to do.
  expect(await applyRetention(db)).toMatchObject({ invoices_anonymised: 0, withdrawals_anonymised: 0 });
});

test('reports of reviews go six months after their decision; open ones stay', async () => {
  const db = t.app.db;
  const user = await insertUser(db);
  const reading = await insertReadingRow(db, user.id);
  const review = await db
    .insertInto('reviews')
    .values({
      reading_id: reading.id,
      user_id: user.id,
      author: 'Léa M.',
      rating: 4,
      text: 'Une lecture juste.',
      lang: 'fr',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = (status: 'open' | 'dismissed', handled: Date | null) =>
    db
      .insertInto('review_reports')
      .values({
        review_id: review.id,
        reporter_id: null,
        reason: 'spam',
        details: 'Publicité',
        email: 'a@exemple.fr',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(async ({ id }) => {
        if (status !== 'open')
          await db
            .updateTable('review_reports')
            .set({ status, handled_at: handled })
            .where('id', '=', id)
            .execute();
        return id;
      });
  const old = await report('dismissed', ago(185));
  const recent = await report('dismissed', ago(180));
  const open = await report('open', null);
  await db
    .updateTable('review_reports')
    .set({ created_at: ago(400) })
    .where('id', '=', open)
    .execute();
  const report_ = await applyRetention(db);
  expect(report_.review_reports).toBe(1);
  const left = (await db.selectFrom('review_reports').select('id').execute()).map((r) => r.id);
  expect(left).toEqual(expect.arrayContaining([recent, open]));
  expect(left).not.toContain(old);
});
