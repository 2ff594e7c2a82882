import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { paymentsReconcileJob } from '#api/jobs/payments-reconcile.job.ts';
import { getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';
import { reconcilePayments } from './reconcile.service';
import { startFakeStripe, type FakeSession, type FakeStripe } from '#api/test/fake-stripe.ts';

const SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_fake');
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function buyer() {
  const user = await insertUser(t.app.db);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

/** A card checkout through the API; returns our payment and the session the SDK created on the fake. */
async function cardCheckout(cookie: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: {
      option: 2,
      domain: 'astrologie',
      method: 'card',
      immediate_execution: true,
      withdrawal_waiver: true,
      ...extra,
    },
  });
  expect(res.statusCode).toBe(200);
  const { payment_id, redirect_url } = res.json() as { payment_id: string; redirect_url: string };
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === payment_id)!;
  return { paymentId: payment_id, redirectUrl: redirect_url, session };
}

function event(type: string, session: FakeSession, id = `evt_${crypto.randomBytes(10).toString('hex')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
}

function deliver(payload: string, opts: { timestamp?: number; body?: string } = {}) {
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'stripe-signature': header, 'content-type': 'application/json; charset=utf-8' },
    payload: opts.body ?? payload,
  });
}

const status = async (id: string) =>
  (
    await t.app.db
      .selectFrom('payments')
      .select(['status', 'failure_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('Stripe Checkout through the official SDK', () => {
  test('the session is priced from the catalogue, carries our ids and an Idempotency-Key', async () => {
    const { user, cookie } = await buyer();
    // A client cannot choose the price: these fields are ignored.
    const { paymentId, redirectUrl, session } = await cardCheckout(cookie, {
      amount: 0.01,
      amount_cents: 1,
      price: '0,01 €',
      price_cents: 1,
    });
    expect(redirectUrl).toBe(session.url);
    const created = fake.requests.find(
      (r) => r.method === 'POST' && r.form.client_reference_id === paymentId,
    )!;
    expect(created.path).toBe('/v1/checkout/sessions');
    expect(created.headers['idempotency-key']).toBe(`checkout-${paymentId}`);
    expect(created.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1990',
      'line_items[0][price_data][currency]': 'eur',
      'metadata[payment_id]': paymentId,
      'metadata[user_id]': String(user.id),
      'metadata[option]': '2',
      'metadata[reference]': expect.stringMatching(/^P-\d{6}$/),
      // A top-up is an amount: the buyer reads « Rechargement de 19,90 € » on Stripe's page, no domain.
      'line_items[0][price_data][product_data][name]': 'Arcanes — Rechargement de 19,90\u00a0€',
      client_reference_id: paymentId,
      success_url: `http://127.0.0.1:3000/?payment=success&payment_id=${paymentId}`,
      cancel_url: `http://127.0.0.1:3000/?payment=cancelled&payment_id=${paymentId}`,
    });
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      external_reference: session.id,
      amount_cents: 1990,
      status: 'pending',
    });
    // The demo checkout is not active for card payments once Stripe is configured.
    expect(
      (await t.app.inject({ method: 'GET', url: `/demo-checkout/${paymentId}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    const demo = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentId}/succeed`,
      headers: { cookie },
    });
    expect(demo.statusCode, demo.body).toBe(404);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });

  test('Stripe refusing the session: 502 with the seed’s message, payment failed', async () => {
    const { cookie } = await buyer();
    fake.refuseNextCreate();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: {
        option: 1,
        domain: 'tarot',
        method: 'card',
        immediate_execution: true,
        withdrawal_waiver: true,
      },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'Le paiement a échoué, veuillez réessayer.',
    });
    const failed = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'failed')
      .where('provider', '=', 'stripe')
      .execute();
    expect(failed.some((p) => p.failure_reason?.startsWith('provider_error'))).toBe(true);
  });
});

describe('Stripe webhooks', () => {
  test('a paid completed session credits the wallet; the web sees it on GET /api/payments/:id', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const res = await deliver(event('checkout.session.completed', fake.pay(session.id)));
    expect(res.statusCode).toBe(200);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      headers: { cookie },
    });
    expect(view.json()).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      wallet_after_cents: 1990,
      wallet_after: 19.9,
    });
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
  });

  test('a tampered body, a missing signature and a 1-hour-old timestamp are refused with 400; nothing is credited', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const paid = event('checkout.session.completed', fake.pay(session.id));
    const tampered = await deliver(paid, {
      body: paid.replace('"amount_total":1990', '"amount_total":99990'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ status: 'error', code: 'WEBHOOK_SIGNATURE_INVALID' });
    const stale = await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: paid,
    });
    expect(unsigned.statusCode).toBe(400);
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload: paid, secret: 'whsec_other' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'stripe-signature': wrongSecret, 'content-type': 'application/json' },
      payload: paid,
    });
    expect(forged.statusCode).toBe(400);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    expect(await status(paymentId)).toBe('pending');
    const seen = await t.app.db
      .selectFrom('provider_events')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute();
    expect(seen).toHaveLength(0);
  });

  test('the same event 20 times, concurrently: credited once', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const payload = event('checkout.session.completed', fake.pay(session.id));
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .execute();
    expect(entries).toHaveLength(1);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
  });

  test('two different events for one session (completed + async succeeded) credit once', async () => {
    const { user, cookie } = await buyer();
    const { session } = await cardCheckout(cookie);
    const paid = fake.pay(session.id);
    const answers = await Promise.all([
      deliver(event('checkout.session.completed', paid)),
      deliver(event('checkout.session.async_payment_succeeded', paid)),
      deliver(event('checkout.session.completed', paid)),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
  });

  test('out of order: a failure or expiry after the success never un-credits', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const paid = fake.pay(session.id);
    await deliver(event('checkout.session.completed', paid));
    await deliver(event('checkout.session.async_payment_failed', { ...paid, payment_status: 'unpaid' }));
    await deliver(
      event('checkout.session.expired', { ...paid, status: 'expired', payment_status: 'unpaid' }),
    );
    expect(await status(paymentId)).toBe('succeeded');
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
  });

  test('a completed but unpaid session (bank debit) credits nothing until the async success', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const unpaid = { ...session, status: 'complete' as const, payment_status: 'unpaid' as const };
    expect((await deliver(event('checkout.session.completed', unpaid))).statusCode).toBe(200);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    expect(await status(paymentId)).toBe('pending');
    await deliver(event('checkout.session.async_payment_succeeded', fake.pay(session.id)));
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
  });

  test('an unpaid session that then fails is marked failed, nothing credited', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    await deliver(
      event('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }),
    );
    await deliver(
      event('checkout.session.async_payment_failed', {
        ...session,
        status: 'complete',
        payment_status: 'unpaid',
      }),
    );
    expect(await status(paymentId)).toBe('failed');
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });

  test('an amount or currency that differs from the order is refused, recorded and audited', async () => {
    const { user, cookie } = await buyer();
    const first = await cardCheckout(cookie);
    await deliver(event('checkout.session.completed', fake.pay(first.session.id, { amount_total: 699 })));
    expect(await status(first.paymentId)).toBe('failed');
    const second = await cardCheckout(cookie);
    await deliver(event('checkout.session.completed', fake.pay(second.session.id, { currency: 'usd' })));
    expect(await status(second.paymentId)).toBe('failed');
    // A later, correct-looking event for a refused payment still credits nothing.
    await deliver(
      event('checkout.session.async_payment_succeeded', fake.pay(first.session.id, { amount_total: 1990 })),
    );
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'payment.refused')
      .execute();
    expect(audits.map((a) => a.target)).toEqual(
      expect.arrayContaining([`payment:${first.paymentId}`, `payment:${second.paymentId}`]),
    );
  });

  test('an event naming our payment with another session id credits nothing', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    await deliver(
      event('checkout.session.completed', { ...fake.pay(session.id), id: 'cs_test_someone_else' }),
    );
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    expect(await status(paymentId)).toBe('failed');
  });

  test('events for unknown payments or of other types are acknowledged and ignored', async () => {
    const stray = {
      id: 'cs_test_stray',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1990,
      currency: 'eur',
      metadata: {},
      client_reference_id: null,
    };
    expect(
      (await deliver(event('checkout.session.completed', stray as unknown as FakeSession))).statusCode,
    ).toBe(200);
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other)).statusCode).toBe(200);
  });
});

describe('reconciliation', () => {
  test('recovers a paid session whose webhook never came, once; an expired one ends expired', async () => {
    const { user, cookie } = await buyer();
    const lost = await cardCheckout(cookie);
    fake.pay(lost.session.id);
    const abandoned = await cardCheckout(cookie);
    fake.sessions.get(abandoned.session.id)!.status = 'expired';
    const fresh = await cardCheckout(cookie);
    fake.pay(fresh.session.id);
    const unknown = await cardCheckout(cookie);
    fake.sessions.delete(unknown.session.id);
    // Only payments pending for more than ten minutes are asked about.
    await t.app.db
      .updateTable('payments')
      .set({ created_at: sql<Date>`now() - interval '15 minutes'` })
      .where('id', 'in', [lost.paymentId, abandoned.paymentId])
      .execute();
    const deps = { db: t.app.db, queue: t.app.queue, log: t.app.log, config: t.app.config };
    const report = await reconcilePayments(deps);
    expect(report).toMatchObject({ credited: 1, expired: 1, failed: 0, errors: 0 });
    expect(await status(lost.paymentId)).toBe('succeeded');
    expect(await status(abandoned.paymentId)).toBe('expired');
    expect(await status(fresh.paymentId)).toBe('pending');
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    const retrieved = fake.requests.filter(
      (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${lost.session.id}`,
    );
    expect(retrieved).toHaveLength(1);

    // The webhook arriving late, and reconciling again, change nothing.
    await deliver(event('checkout.session.completed', fake.sessions.get(lost.session.id)!));
    expect((await reconcilePayments(deps)).credited).toBe(0);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);

    // The queued job does the same work.
    await t.app.db
      .updateTable('payments')
      .set({ created_at: sql<Date>`now() - interval '15 minutes'` })
      .where('id', '=', fresh.paymentId)
      .execute();
    await t.app.queue.send(paymentsReconcileJob, {});
    await eventually(async () => (await status(fresh.paymentId)) === 'succeeded');
    expect(await getBalance(t.app.db, user.id)).toBe(3980);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);

    // A session Stripe no longer knows stays pending (and is retried) until it is a day old.
    await t.app.db
      .updateTable('payments')
      .set({ created_at: sql<Date>`now() - interval '15 minutes'` })
      .where('id', '=', unknown.paymentId)
      .execute();
    expect((await reconcilePayments(deps)).errors).toBe(1);
    expect(await status(unknown.paymentId)).toBe('pending');
    await reconcilePayments(deps, new Date(Date.now() + 25 * 3_600_000));
    expect(await status(unknown.paymentId)).toBe('expired');
  });
});

describe('the buyer comes back through cancel_url', () => {
  const cancel = (cookie: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/cancel`,
      headers: { cookie, origin: 'http://127.0.0.1:3000' },
    });

  test('an open session is expired at Stripe, then the payment ends cancelled; a late webhook still cannot take it back', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const res = await cancel(cookie, paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(
      fake.requests.filter(
        (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${session.id}/expire`,
      ),
    ).toHaveLength(1);
    // Stripe's own expiry event for it changes nothing more.
    await deliver(event('checkout.session.expired', fake.sessions.get(session.id)!));
    expect(await status(paymentId)).toBe('cancelled');
    // Cancelling again asks Stripe nothing more.
    expect((await cancel(cookie, paymentId)).json().status).toBe('cancelled');
    expect(fake.requests.filter((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(
      1,
    );
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });

  test('a session paid just before the buyer clicked back is credited, not cancelled: money is never lost', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    fake.pay(session.id);
    const res = await cancel(cookie, paymentId);
    expect(res.json()).toMatchObject({ status: 'succeeded', wallet_after_cents: 1990 });
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    // The webhook arriving afterwards credits nothing more.
    await deliver(event('checkout.session.completed', fake.sessions.get(session.id)!));
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
  });

  test('a payment cancelled while Stripe did take the money (a race) is still credited by the webhook', async () => {
    const { user, cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    await t.app.db.updateTable('payments').set({ status: 'cancelled' }).where('id', '=', paymentId).execute();
    await deliver(event('checkout.session.completed', fake.pay(session.id)));
    expect(await status(paymentId)).toBe('succeeded');
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
  });

  test('Stripe expiring an abandoned session ends the payment expired', async () => {
    const { cookie } = await buyer();
    const { paymentId, session } = await cardCheckout(cookie);
    const expired = fake.sessions.get(session.id)!;
    expired.status = 'expired';
    await deliver(event('checkout.session.expired', expired));
    expect(await status(paymentId)).toBe('expired');
  });
});
