import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { debit, getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';
import { fulfilPayment } from './fulfilment.service';
import { refundPayment } from '#api/modules/withdrawals/withdrawals.service.ts';
import { listPayments, listSubscriptions } from './payments.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const valid = {
  option: 1,
  domain: 'numerologie',
  method: 'card',
  immediate_execution: true,
  withdrawal_waiver: true,
};

async function buyer(overrides = {}) {
  const user = await insertUser(t.app.db, overrides);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

const checkout = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/payments/checkout', headers: { cookie, ...headers }, payload });

const countPayments = async (userId: number) =>
  (await t.app.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute()).length;

/** Pays a demo checkout through the same fulfilment as the demo page. */
async function paid(cookie: string, payload: object = valid) {
  const { payment_id } = (await checkout(cookie, payload)).json();
  const row = await t.app.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', payment_id)
    .executeTakeFirstOrThrow();
  await fulfilPayment({ db: t.app.db, queue: t.app.queue }, payment_id, {
    provider: 'demo',
    externalRef: row.external_reference!,
    amountCents: row.amount_cents,
    currency: 'EUR',
    eventId: `demo:${payment_id}`,
  });
  return payment_id as string;
}

describe('POST /api/payments/checkout', () => {
  test('login required', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/checkout', payload: valid })).statusCode,
    ).toBe(401);
  });

  test('unknown or missing offer: one message, in French and English; nothing stored', async () => {
    const { user, cookie } = await buyer();
    for (const payload of [
      { ...valid, option: 4 },
      { ...valid, option: '2' },
      { method: 'card', immediate_execution: true, withdrawal_waiver: true },
    ]) {
      const res = await checkout(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'OFFER_UNKNOWN',
        message: 'Veuillez sélectionner une offre.',
      });
    }
    const en = await checkout(cookie, { ...valid, option: 0 }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Please select an offer.');
    // An older client's domain must still be one of the three; it is not stored.
    const bad = await checkout(cookie, { ...valid, domain: 'voyance' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('domain');
    expect(await countPayments(user.id)).toBe(0);
  });

  test('a top-up is an amount: with or without a domain, none is stored and every screen names the amount', async () => {
    const { user, cookie } = await buyer();
    const withDomain = await paid(cookie, { ...valid, option: 2, domain: 'tarot' });
    const { domain: _ignored, ...noDomain } = valid;
    const withoutDomain = await paid(cookie, { ...noDomain, option: 1 });
    const rows = await t.app.db
      .selectFrom('payments')
      .select(['id', 'domain', 'number'])
      .where('user_id', '=', user.id)
      .orderBy('number')
      .execute();
    expect(rows.map((r) => [r.id, r.domain])).toEqual([
      [withDomain, null],
      [withoutDomain, null],
    ]);
    expect(rows[1]!.number).toBe(rows[0]!.number + 1);
    const ref = (n: number) => `P-${String(n).padStart(6, '0')}`;
    const ledger = (
      await t.app.inject({ method: 'GET', url: '/api/user/ledger', headers: { cookie } })
    ).json();
    expect(ledger.entries.map((e: { description: string }) => e.description)).toEqual([
      `Rechargement de 6,99\u00a0€ · paiement ${ref(rows[1]!.number)}`,
      `Rechargement de 19,90\u00a0€ · paiement ${ref(rows[0]!.number)}`,
    ]);
    const en = (
      await t.app.inject({
        method: 'GET',
        url: `/api/payments/${withDomain}`,
        headers: { cookie, 'accept-language': 'en' },
      })
    ).json();
    expect(en).toMatchObject({ offer: 'Top-up of €19.90', reference: ref(rows[0]!.number), domain: null });
    expect(JSON.stringify(ledger)).not.toMatch(/Tarot|Prévision/);
  });

  test('a top-up asks for no waiver: checkout without the former boxes succeeds and records none', async () => {
    const { user, cookie } = await buyer();
    const bare = { option: 1, method: 'card' };
    const res = await checkout(cookie, bare);
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.json().payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      amount_cents: 699,
      immediate_execution_at: null,
      withdrawal_waiver_at: null,
      waiver_text_version: null,
    });
    // Older clients still send them: accepted, ignored, nothing recorded either way.
    for (const boxes of [
      { immediate_execution: true, withdrawal_waiver: true },
      { immediate_execution: false },
    ]) {
      const older = await checkout(cookie, { ...bare, ...boxes });
      expect(older.statusCode, older.body).toBe(200);
      const kept = await t.app.db
        .selectFrom('payments')
        .select(['immediate_execution_at', 'withdrawal_waiver_at', 'waiver_text_version'])
        .where('id', '=', older.json().payment_id)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({
        immediate_execution_at: null,
        withdrawal_waiver_at: null,
        waiver_text_version: null,
      });
    }
    const badMethod = await checkout(cookie, { ...valid, method: 'cheque' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().fields).toHaveProperty('method');
    expect(await countPayments(user.id)).toBe(3);
    // The administrators' list shows them empty rather than inventing a waiver.
    const listed = await listPayments(t.app.db, { userId: user.id, limit: 10 });
    expect(
      listed.payments.map((p) => [p.waiver_text_version, p.immediate_execution_at, p.withdrawal_waiver_at]),
    ).toEqual(Array(3).fill([null, null, null]));
  });

  test('every amount comes from the server: price fields in the body are ignored', async () => {
    const { user, cookie } = await buyer();
    const res = await checkout(cookie, {
      ...valid,
      option: 3,
      amount: 0.01,
      amount_cents: 1,
      price: '0,01 €',
      price_cents: 1,
      currency: 'USD',
      wallet_after_add: 1000,
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.json().payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount_cents: 2990,
      currency: 'EUR',
      offer_option: 3,
      domain: null,
      user_id: user.id,
    });
    // Fulfilment checks the evidence against the stored amount: a provider reporting less credits nothing.
    const r = await fulfilPayment({ db: t.app.db, queue: t.app.queue }, row.id, {
      provider: 'demo',
      externalRef: row.external_reference!,
      amountCents: 1,
      currency: 'EUR',
      eventId: 'x',
    });
    expect(r.outcome).toBe('mismatch');
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });
});

describe('history and plans', () => {
  test('GET /api/user/payments lists the buyer’s own payments with reference, amount, provider and status', async () => {
    const { user, cookie } = await buyer();
    const other = await buyer();
    const first = await paid(cookie, { ...valid, option: 2, domain: 'tarot' });
    await checkout(cookie, valid);
    await paid(other.cookie);
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: { cookie } })
    ).json();
    expect(body.payments).toHaveLength(2);
    expect(body.payments[1]).toMatchObject({
      id: first,
      // The demo checkout's stand-in id is never shown; the customer reads a short number.
      external_reference: null,
      amount: 19.9,
      amount_cents: 1990,
      provider: 'demo',
      method: 'card',
      status: 'succeeded',
      option: 2,
      domain: null,
      offer: 'Rechargement de 19,90\u00a0€',
    });
    expect(body.payments[1].reference).toMatch(/^P-\d{6}$/);
    expect(body.payments[0]).toMatchObject({ status: 'pending', amount_cents: 699 });
    expect(body.payments[0].reference).not.toBe(body.payments[1].reference);
    expect(JSON.stringify(body)).not.toMatch(/demo_/);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
  });

  test('a plan recorded from a top-up before decision 0210 stays readable: Expiré once over; the latest plan is shown', async () => {
    const { user, cookie } = await buyer();
    // Old data: an option-2 top-up in a domain recorded a plan; a top-up no longer does.
    const id = await paid(cookie, { ...valid, option: 2 });
    expect(
      await t.app.db.selectFrom('subscriptions').select('id').where('payment_id', '=', id).execute(),
    ).toEqual([]);
    await t.app.db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        plan: 'forecast-3m:numerologie',
        payment_id: id,
        starts_at: new Date(Date.now() - 100 * 86_400_000),
        end_date: new Date(Date.now() - 86_400_000),
      })
      .execute();
    const sub = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/subscription',
        headers: { cookie, 'accept-language': 'en' },
      })
    ).json();
    expect(sub).toMatchObject({
      active: false,
      status: 'Expired',
      status_code: 'expired',
      plan: 'Short-term forecast (3 months) — Numerology',
    });
    const later = await paid(cookie, { ...valid, option: 2 });
    await t.app.db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        plan: 'forecast-3m:astrologie',
        payment_id: later,
        end_date: new Date(Date.now() + 80 * 86_400_000),
      })
      .execute();
    const now = (
      await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers: { cookie } })
    ).json();
    expect(now).toMatchObject({
      active: true,
      status: 'Actif',
      plan: 'Prévision à court terme (3 mois) — Astrologie',
    });
    const admin = await listSubscriptions(t.app.db, { userId: user.id, limit: 10, offset: 0 });
    expect(admin.total).toBe(2);
  });
});

describe('administration (service functions for the admin module)', () => {
  test('listPayments filters and pages', async () => {
    const { user, cookie } = await buyer();
    await paid(cookie);
    await checkout(cookie, valid);
    const all = await listPayments(t.app.db, { userId: user.id, limit: 10 });
    expect(all.total).toBe(2);
    const succeeded = await listPayments(t.app.db, {
      userId: user.id,
      status: 'succeeded',
      limit: 10,
    });
    expect(succeeded.payments.map((p) => [p.status, p.amount_cents, p.username])).toEqual([
      ['succeeded', 699, user.username],
    ]);
    const first = await listPayments(t.app.db, { userId: user.id, limit: 1 });
    expect(first.payments).toHaveLength(1);
    const second = await listPayments(t.app.db, { userId: user.id, limit: 1, cursor: first.next_cursor! });
    expect(second.payments).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.payments, ...second.payments].map((p) => p.id)).size).toBe(2);
  });

  const refundDeps = () => ({ db: t.app.db, config: t.config, queue: t.app.queue, log: t.app.log });

  test('refundPayment gives the whole payment back through the one refund path, audited, once', async () => {
    const { user, cookie } = await buyer();
    const admin = await buyer({ role: 'admin' });
    const id = await paid(cookie, { ...valid, option: 2 });
    const r = await refundPayment(refundDeps(), id, { actorId: admin.user.id, reason: 'Client mécontent' });
    expect(r.applied).toBe(true);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const again = await refundPayment(refundDeps(), id, {
      actorId: admin.user.id,
      reason: 'Client mécontent',
    });
    expect(again.applied).toBe(false);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: { cookie } })
    ).json();
    expect(view.status).toBe('refunded');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refund')
      .where('target', '=', `payment:${id}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.user.id });
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('payment_id', '=', id)
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(entries).toMatchObject([{ amount_cents: -1990, actor_id: admin.user.id }]);
    const refunds = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', id)
      .execute();
    expect(refunds).toMatchObject([{ cause: 'refund', amount_cents: 1990, reason: 'Client mécontent' }]);
  });

  test('refundPayment refuses what readings consumed, and for a payment that did not succeed', async () => {
    const { user, cookie } = await buyer();
    const id = await paid(cookie);
    await debit(t.app.db, { userId: user.id, cents: 699, key: `spent-${user.id}` });
    await expect(refundPayment(refundDeps(), id, { actorId: 1, reason: 'x' })).rejects.toMatchObject({
      code: 'REFUND_EXCEEDS_REFUNDABLE',
    });
    expect(
      (await t.app.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('succeeded');
    const { payment_id } = (await checkout(cookie, valid)).json();
    await expect(refundPayment(refundDeps(), payment_id, { actorId: 1, reason: 'x' })).rejects.toMatchObject({
      code: 'PAYMENT_NOT_REFUNDABLE',
    });
    await expect(refundPayment(refundDeps(), id, { actorId: 1, reason: '  ' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
  });
});

test('the OpenAPI document describes the payment endpoints, with no amount in the order', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const p of [
    '/api/payments/checkout',
    '/api/payments/{id}',
    '/api/paypal/create-order',
    '/api/paypal/confirm',
    '/api/offers',
    '/api/payments/billing',
    '/api/user/wallet',
    '/api/user/ledger',
  ]) {
    expect(doc.paths).toHaveProperty([p]);
  }
  const order = doc.paths['/api/payments/checkout'].post.requestBody.content['application/json'].schema;
  expect(Object.keys(order.properties).sort()).toEqual([
    'billing_country',
    'domain',
    'immediate_execution',
    'lang',
    'method',
    'option',
    'withdrawal_waiver',
  ]);
});
