import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';
import { captureOrder } from './paypal.client';
import { reconcilePayments } from './reconcile.service';
import { startFakePaypal, type FakePaypal } from '#api/test/fake-paypal.ts';

const CLIENT = { id: 'client-test', secret: 'secret-test' };
let fake: FakePaypal;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakePaypal({ clientId: CLIENT.id, secret: CLIENT.secret });
  t = await createTestApp({
    PAYPAL_CLIENT_ID: CLIENT.id,
    PAYPAL_CLIENT_SECRET: CLIENT.secret,
    PAYPAL_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.setCapture('COMPLETED'));

async function buyer() {
  const user = await insertUser(t.app.db);
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

async function createOrder(cookie: string, extra: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/paypal/create-order',
    headers: { cookie },
    payload: { option: 2, domain: 'tarot', immediate_execution: true, withdrawal_waiver: true, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payment_id: string; order_id: string; approve_url: string };
}

const confirm = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/paypal/confirm', headers: { cookie }, payload: body });
const status = async (id: string) =>
  (await t.app.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('PayPal Orders v2 against a fake PayPal', () => {
  test('create-order: token, EUR amount from the catalogue, custom_id, return URLs, PayPal-Request-Id; token cached', async () => {
    const { cookie } = await buyer();
    const tokensBefore = fake.requests.filter((r) => r.path === '/v1/oauth2/token').length;
    const { payment_id, order_id, approve_url } = await createOrder(cookie, {
      amount: '0.01',
      price_cents: 1,
      choosen_option: 1,
    });
    expect(approve_url).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order_id}`);
    const created = fake.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v2/checkout/orders' &&
        r.headers['paypal-request-id'] === `order-${payment_id}`,
    )!;
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: payment_id, amount: { currency_code: 'EUR', value: '19.90' } }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: `http://127.0.0.1:3000/?payment=paypal-return&payment_id=${payment_id}`,
            cancel_url: `http://127.0.0.1:3000/?payment=cancelled&payment_id=${payment_id}`,
          },
        },
      },
    });
    expect(created.headers.authorization).toMatch(/^Bearer A21AA/);
    const row = await t.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', payment_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'paypal',
      method: 'paypal',
      external_reference: order_id,
      amount_cents: 1990,
      status: 'pending',
    });

    // The checkout endpoint with method 'paypal' opens a PayPal order too, with the same token.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: {
        option: 1,
        domain: 'astrologie',
        method: 'paypal',
        immediate_execution: true,
        withdrawal_waiver: true,
      },
    });
    expect(res.json().redirect_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const lastOrder = fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!;
    expect(
      (lastOrder.body as { purchase_units: { amount: { value: string } }[] }).purchase_units[0]!.amount.value,
    ).toBe('6.99');
    expect(fake.requests.filter((r) => r.path === '/v1/oauth2/token').length - tokensBefore).toBe(1);
  });

  test('confirm before approval: 409, nothing credited; after approval: captured once with PayPal-Request-Id, credited once', async () => {
    const { user, cookie } = await buyer();
    const { payment_id, order_id } = await createOrder(cookie);
    const early = await confirm(cookie, { order_id });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYPAL_NOT_APPROVED' });
    expect(await status(payment_id)).toBe('pending');

    fake.approve(order_id);
    // The seed's old body: only the order id (there `transaction_id`) is read.
    const ok = await confirm(cookie, {
      user_id: 999_999,
      amount: 1000,
      transaction_id: order_id,
      choosen_option: 3,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      payment_id,
      status: 'succeeded',
      provider: 'paypal',
      amount_cents: 1990,
      wallet_after_cents: 1990,
    });
    const captures = fake.requests.filter((r) => r.path === `/v2/checkout/orders/${order_id}/capture`);
    // Nothing was sent to the capture endpoint before the approval; after it, one capture.
    expect(captures.map((c) => c.headers['paypal-request-id'])).toEqual([`capture-${payment_id}`]);

    const again = await Promise.all(Array.from({ length: 5 }, () => confirm(cookie, { order_id })));
    expect(again.every((r) => r.statusCode === 200 && r.json().status === 'succeeded')).toBe(true);
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
    const row = await t.app.db
      .selectFrom('payments')
      .select('capture_reference')
      .where('id', '=', payment_id)
      .executeTakeFirstOrThrow();
    expect(row.capture_reference).toMatch(/^CAP/);
  });

  test('a capture for the wrong amount or currency is refused, the payment failed, logged in the audit', async () => {
    const { user, cookie } = await buyer();
    const wrong = await createOrder(cookie);
    fake.approve(wrong.order_id);
    fake.setCapture('COMPLETED', { currency_code: 'EUR', value: '0.01' });
    const res = await confirm(cookie, { order_id: wrong.order_id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_CONFIRMED' });
    // The code to quote is the payment's short reference, the one on the buyer's payments page.
    const { reference } = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${wrong.payment_id}`, headers: { cookie } })
    ).json();
    expect(reference).toMatch(/^P-\d{6}$/);
    expect(res.json().message).toContain(reference);
    expect(res.json().message).not.toContain(wrong.payment_id.slice(0, 8));
    expect(await status(wrong.payment_id)).toBe('failed');

    const usd = await createOrder(cookie);
    fake.approve(usd.order_id);
    fake.setCapture('COMPLETED', { currency_code: 'USD', value: '19.90' });
    expect((await confirm(cookie, { order_id: usd.order_id })).statusCode).toBe(422);
    expect((await confirm(cookie, { order_id: usd.order_id })).statusCode).toBe(422);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'payment.refused')
      .execute();
    expect(audits.map((a) => a.target)).toEqual(
      expect.arrayContaining([`payment:${wrong.payment_id}`, `payment:${usd.payment_id}`]),
    );
  });

  test('a capture that is not COMPLETED credits nothing (PENDING stays pending, DECLINED fails)', async () => {
    const { user, cookie } = await buyer();
    const pending = await createOrder(cookie);
    fake.approve(pending.order_id);
    fake.setCapture('PENDING');
    const res = await confirm(cookie, { order_id: pending.order_id });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
    expect(await status(pending.payment_id)).toBe('pending');

    const declined = await createOrder(cookie);
    fake.approve(declined.order_id);
    fake.setCapture('DECLINED');
    expect((await confirm(cookie, { order_id: declined.order_id })).statusCode).toBe(422);
    expect(await status(declined.payment_id)).toBe('failed');
    expect(await getBalance(t.app.db, user.id)).toBe(0);
  });

  test('someone else’s order, or an unknown one, is not found; an order id is required', async () => {
    const owner = await buyer();
    const other = await buyer();
    const { order_id } = await createOrder(owner.cookie);
    fake.approve(order_id);
    expect((await confirm(other.cookie, { order_id })).statusCode).toBe(404);
    expect((await confirm(other.cookie, { order_id: 'NOPE123' })).statusCode).toBe(404);
    const missing = await confirm(other.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('REQUIRED_FIELDS');
    expect(await getBalance(t.app.db, other.user.id)).toBe(0);
    expect(fake.requests.some((r) => r.path === `/v2/checkout/orders/${order_id}/capture`)).toBe(false);
  });

  test('a crash between capture and credit is recovered by the next confirm or by reconciliation', async () => {
    const { user, cookie } = await buyer();
    // Captured at PayPal, then the process died before crediting.
    const crashed = await createOrder(cookie);
    fake.approve(crashed.order_id);
    await captureOrder(t.config, crashed.order_id, crashed.payment_id);
    expect(await status(crashed.payment_id)).toBe('pending');
    const retried = await confirm(cookie, { order_id: crashed.order_id });
    expect(retried.json().status).toBe('succeeded');
    expect(await getBalance(t.app.db, user.id)).toBe(1990);

    // Captured, never credited, the buyer never came back: reconciliation reads the order.
    const lost = await createOrder(cookie);
    fake.approve(lost.order_id);
    await captureOrder(t.config, lost.order_id, lost.payment_id);
    // Approved but never confirmed (the tab was closed): reconciliation captures it.
    const approved = await createOrder(cookie);
    fake.approve(approved.order_id);
    // Never approved, and recent: left alone.
    const open = await createOrder(cookie);
    await t.app.db
      .updateTable('payments')
      .set({ created_at: sql<Date>`now() - interval '20 minutes'` })
      .where('id', 'in', [lost.payment_id, approved.payment_id, open.payment_id])
      .execute();
    const deps = { db: t.app.db, queue: t.app.queue, log: t.app.log, config: t.app.config };
    const report = await reconcilePayments(deps);
    expect(report).toMatchObject({ credited: 2, failed: 0, errors: 0 });
    expect(await status(lost.payment_id)).toBe('succeeded');
    expect(await status(approved.payment_id)).toBe('succeeded');
    expect(await status(open.payment_id)).toBe('pending');
    expect(await getBalance(t.app.db, user.id)).toBe(3 * 1990);
    expect((await reconcilePayments(deps)).credited).toBe(0);
    expect(await getBalance(t.app.db, user.id)).toBe(3 * 1990);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);

    // A day later the never-approved order has expired.
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect((await reconcilePayments(deps, later)).expired).toBeGreaterThanOrEqual(1);
    expect(await status(open.payment_id)).toBe('expired');
  });

  test('the buyer cancels on PayPal: the order never approved ends cancelled and can no longer be confirmed', async () => {
    const { user, cookie } = await buyer();
    const cancelled = await createOrder(cookie);
    const cancel = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${id}/cancel`,
        headers: { cookie, origin: 'http://127.0.0.1:3000' },
      });
    const res = await cancel(cancelled.payment_id);
    expect(res.json()).toMatchObject({ status: 'cancelled', provider: 'paypal' });
    fake.approve(cancelled.order_id);
    const late = await confirm(cookie, { order_id: cancelled.order_id });
    expect(late.statusCode).toBe(409);
    expect(fake.requests.some((r) => r.path === `/v2/checkout/orders/${cancelled.order_id}/capture`)).toBe(
      false,
    );
    // An order the buyer did approve and PayPal captured is credited, not cancelled.
    const captured = await createOrder(cookie);
    fake.approve(captured.order_id);
    await captureOrder(t.config, captured.order_id, captured.payment_id);
    expect((await cancel(captured.payment_id)).json()).toMatchObject({ status: 'succeeded' });
    expect(await getBalance(t.app.db, user.id)).toBe(1990);
    expect(await ledgerMatchesBalance(t.app.db, user.id)).toBe(true);
  });
});
