import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { startFakePaypal, type FakePaypal } from '#api/test/fake-paypal.ts';
import { startFakeStripe, type FakeStripe } from '#api/test/fake-stripe.ts';
import { debit, getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';
import { executeRefund } from '#api/modules/withdrawals/withdrawal-refund.service.ts';

const SECRET = 'whsec_test_secret';
const PAYPAL = { clientId: 'client-test', secret: 'secret-test' };
const signer = new Stripe('sk_test_fake');
let stripe: FakeStripe;
let paypal: FakePaypal;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  paypal = await startFakePaypal(PAYPAL);
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
    PAYPAL_CLIENT_ID: PAYPAL.clientId,
    PAYPAL_CLIENT_SECRET: PAYPAL.secret,
    PAYPAL_API_BASE: paypal.url,
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paypal?.close();
});

async function buyer() {
  const user = await insertUser(t.app.db);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

/** Card top-up: checkout through the SDK, the buyer pays on the fake, the signed webhook credits. */
async function stripeTopUp(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: {
      option: 2,
      domain: 'tarot',
      method: 'card',
      immediate_execution: true,
      withdrawal_waiver: true,
    },
  });
  const paymentId = res.json().payment_id as string;
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === paymentId)!;
  const paid = stripe.pay(session.id);
  const payload = JSON.stringify({
    id: `evt_${crypto.randomBytes(8).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: paid },
  });
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      'content-type': 'application/json',
    },
    payload,
  });
  expect(hook.statusCode, hook.body).toBe(200);
  return { paymentId, intent: paid.payment_intent! };
}

async function paypalTopUp(cookie: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/paypal/create-order',
    headers: { cookie },
    payload: { option: 2, domain: 'tarot', immediate_execution: true, withdrawal_waiver: true },
  });
  const { payment_id, order_id } = created.json() as { payment_id: string; order_id: string };
  paypal.approve(order_id);
  const ok = await t.app.inject({
    method: 'POST',
    url: '/api/paypal/confirm',
    headers: { cookie },
    payload: { order_id },
  });
  expect(ok.statusCode, ok.body).toBe(200);
  const capture = paypal.orders.get(order_id)!.purchase_units[0]!.payments!.captures[0]!;
  return { paymentId: payment_id, captureId: capture.id };
}

const withdraw = (cookie: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/withdrawals',
    headers: { cookie },
    payload: { payment_id: paymentId },
  });

describe('withdrawal refunds through the provider that took the money', () => {
  test('Stripe: the official SDK refunds the unspent part on the payment intent, once', async () => {
    const b = await buyer();
    const { paymentId, intent } = await stripeTopUp(b.cookie);
    await debit(t.app.db, { userId: b.user.id, cents: 699, key: `s-spend-${b.user.id}` });
    const res = await withdraw(b.cookie, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ amount_cents: 1291, status: 'refunded' });
    const mine = stripe.refunds.filter((r) => r.payment_intent === intent);
    expect(mine.map((r) => [r.amount, r.currency, r.reason])).toEqual([
      [1291, 'eur', 'requested_by_customer'],
    ]);
    const w = res.json().withdrawal;
    const call = stripe.requests.find((r) => r.path === '/v1/refunds' && r.form.payment_intent === intent)!;
    expect(call.headers['idempotency-key']).toBe(`refund-${w.id}`);

    // The job's retry of a done refund, and a second request, change nothing at Stripe or in the wallet.
    await executeRefund({ db: t.app.db, config: t.config, log: t.app.log }, w.id);
    expect((await withdraw(b.cookie, paymentId)).json().applied).toBe(false);
    expect(stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(await getBalance(t.app.db, b.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, b.user.id)).toBe(true);
  });

  test('PayPal: the capture is refunded for the unspent part with a PayPal-Request-Id', async () => {
    const b = await buyer();
    const { paymentId, captureId } = await paypalTopUp(b.cookie);
    await debit(t.app.db, { userId: b.user.id, cents: 1000, key: `p-spend-${b.user.id}` });
    const res = await withdraw(b.cookie, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    const w = res.json().withdrawal;
    expect(w).toMatchObject({ amount_cents: 990, status: 'refunded', method: 'paypal' });
    expect(paypal.refunds.filter((r) => r.captureId === captureId).map((r) => r.cents)).toEqual([990]);
    const call = paypal.requests.find((r) => r.path === `/v2/payments/captures/${captureId}/refund`)!;
    expect(call.headers['paypal-request-id']).toBe(`refund-${w.id}`);
    expect(call.body).toMatchObject({ amount: { currency_code: 'EUR', value: '9.90' } });
    const row = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(row.provider_reference).toBe(paypal.refunds.find((r) => r.captureId === captureId)!.id);
  });

  test('provider down: the wallet is debited once, the withdrawal stays pending, the job refunds it later', async () => {
    const b = await buyer();
    const { paymentId, intent } = await stripeTopUp(b.cookie);
    await stripe.close(); // Stripe unreachable during the request
    const res = await withdraw(b.cookie, paymentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      balance_cents: 0,
      withdrawal: { status: 'pending', amount_cents: 1990 },
    });
    expect(res.json().message).toContain('vous seront remboursés');
    const id = res.json().withdrawal.id as string;
    const pending = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(pending.last_error).toBeTruthy();

    // Stripe back on a new port, with the session it knew: the job's retry refunds.
    const again = await startFakeStripe();
    const old = [...stripe.sessions.values()].find((s) => s.payment_intent === intent)!;
    again.sessions.set(old.id, old);
    const config = { ...t.config, STRIPE_API_BASE: again.url };
    await executeRefund({ db: t.app.db, config, log: t.app.log }, id);
    expect(again.refunds.map((r) => [r.payment_intent, r.amount])).toEqual([[intent, 1990]]);
    await eventually(async () => {
      const w = await t.app.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst();
      return w?.status === 'refunded';
    });
    stripe = again;
  });
});
