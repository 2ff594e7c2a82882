/**
 * The paths around refunds that a happy path never takes (issue 34, findings 1–3), through HTTP:
 * an erasure while a PDF reading is being written, two refunds of one payment, offered credit asked
 * back as money. Workers are off: each job runs when the test says, so every order is the one named.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { demoTopUp, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { customer, order, readingRow } from '#api/test/readings-kit.ts';
import { hashPassword } from '#api/modules/accounts/accounts.service.ts';
import { deliverReading } from '#api/modules/readings/delivery/delivery.service.ts';
import { getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
  const a = await insertUser(t.app.db, { role: 'admin' });
  admin = await sessionFor(t.app.db, a.id);
});
afterAll(async () => t?.close());

const PASSWORD = 'Motdepasse-2026!';

/** A customer with consent and a password, and no credit: every euro comes from a real (demo) payment. */
async function buyer() {
  const c = await customer(t.app.db, { cents: 0 });
  const hash = await hashPassword(PASSWORD);
  await t.app.db.updateTable('users').set({ password_hash: hash }).where('id', '=', c.user.id).execute();
  return c;
}

const erase = (cookie: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/user/me',
    headers: { cookie },
    payload: { password: PASSWORD },
  });

const withdraw = (cookie: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/withdrawals',
    headers: { cookie },
    payload: { payment_id: paymentId },
  });

const adminRefund = (paymentId: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refund`,
    headers: { cookie: admin.cookie, 'accept-language': 'fr' },
    payload: { reason: 'Réclamation', ...payload },
  });

async function refundsOf(paymentId: string) {
  return t.app.db
    .selectFrom('withdrawals')
    .select(['cause', 'amount_cents'])
    .where('payment_id', '=', paymentId)
    .orderBy('requested_at')
    .execute();
}

async function creditNotesOf(paymentId: string) {
  return t.app.db
    .selectFrom('invoices')
    .select('total_cents')
    .where('payment_id', '=', paymentId)
    .where('series', '=', 'credit_note')
    .execute();
}

async function paymentRow(id: string) {
  return t.app.db
    .selectFrom('payments')
    .select(['status', 'refunded_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const delivery = () => ({
  db: t.app.db,
  queue: t.app.queue,
  mailer: t.app.mailer,
  config: t.config,
  log: t.app.log,
  interpreter: interpreterFor(t.config),
});

describe('an erasure while a PDF reading is on its way (finding 1)', () => {
  test('the reading is cancelled and its price goes back with the balance: all 29,90 € refunded, no balance left', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 3); // 29,90 €
    const ordered = await order(t.app, c.headers, { domain: 'astrology', option: 2 }); // 19,90 €, a PDF
    expect(ordered.statusCode, ordered.body).toBe(200);
    const readingId = ordered.json().reading_id as string;
    expect((await readingRow(t.app.db, readingId)).status).toBe('queued');

    expect((await erase(c.cookie)).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([{ cause: 'erasure', amount_cents: 2990 }]);
    expect(await creditNotesOf(paymentId)).toEqual([{ total_cents: 2990 }]);
    expect(await paymentRow(paymentId)).toEqual({ status: 'refunded', refunded_cents: 2990 });
    expect((await readingRow(t.app.db, readingId)).status).toBe('refunded');
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);

    // The delivery job runs afterwards: nothing is written, sent or moved.
    await deliverReading(delivery(), readingId, { retryCount: 0, retryLimit: 10 });
    expect((await readingRow(t.app.db, readingId)).status).toBe('refunded');
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });

  test('the other order: the job fails on the erased account after the erasure began writing — still refunded once', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 3);
    const ordered = await order(t.app, c.headers, { domain: 'numerology', option: 2 });
    const readingId = ordered.json().reading_id as string;
    // The job has started writing when the account is erased.
    await t.app.db.updateTable('readings').set({ status: 'writing' }).where('id', '=', readingId).execute();
    expect((await erase(c.cookie)).statusCode).toBe(200);
    await deliverReading(delivery(), readingId, { retryCount: 10, retryLimit: 10 });
    expect(await refundsOf(paymentId)).toEqual([{ cause: 'erasure', amount_cents: 2990 }]);
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });

  test('a reading that escaped the erasure and fails later: its price goes on to the payment, not into the wallet', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 3);
    const ordered = await order(t.app, c.headers, { domain: 'astrology', option: 2 });
    const readingId = ordered.json().reading_id as string;
    // As if the reading had been delivered when the account was erased, then found undelivered.
    await t.app.db.updateTable('readings').set({ status: 'sent' }).where('id', '=', readingId).execute();
    expect((await erase(c.cookie)).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([{ cause: 'erasure', amount_cents: 1000 }]);
    await t.app.db.updateTable('readings').set({ status: 'failed' }).where('id', '=', readingId).execute();
    await deliverReading(delivery(), readingId, { retryCount: 0, retryLimit: 10 });
    expect(await refundsOf(paymentId)).toEqual([
      { cause: 'erasure', amount_cents: 1000 },
      { cause: 'reading', amount_cents: 1990 },
    ]);
    expect(await paymentRow(paymentId)).toEqual({ status: 'refunded', refunded_cents: 2990 });
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });
});

describe('one payment, refunded once (finding 2)', () => {
  test('a customer withdrawal, then an administrator refund of the same payment: nothing more moves', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 3);
    expect((await withdraw(c.cookie, paymentId)).statusCode).toBe(200);
    const again = await adminRefund(paymentId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      applied: false,
      payment: { status: 'refunded', refunded_cents: 2990 },
    });
    expect(await refundsOf(paymentId)).toEqual([{ cause: 'withdrawal', amount_cents: 2990 }]);
    expect(await creditNotesOf(paymentId)).toEqual([{ total_cents: 2990 }]);
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
  });

  test('part spent, part withdrawn: the administrator is told nothing is left, and more than what is left is refused', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 3);
    expect((await order(t.app, c.headers, { domain: 'astrology', option: 1 })).statusCode).toBe(200); // 6,99
    const asked = await adminRefund(paymentId, { amount_cents: 2500 });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'REFUND_EXCEEDS_REFUNDABLE' });
    expect(asked.json().message).toContain('22,91');
    expect((await withdraw(c.cookie, paymentId)).json().withdrawal.amount_cents).toBe(2291);
    const after = await adminRefund(paymentId);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toContain('0,00');
    expect(await paymentRow(paymentId)).toEqual({ status: 'partially_refunded', refunded_cents: 2291 });
    expect(await creditNotesOf(paymentId)).toEqual([{ total_cents: 2291 }]);
  });

  test('an administrator refunds part, then the customer withdraws the rest: two refunds, two credit notes, never more than paid', async () => {
    const c = await buyer();
    const paymentId = await demoTopUp(t.app, c.cookie, 2); // 19,90 €
    const part = await adminRefund(paymentId, { amount_cents: 500 });
    expect(part.json()).toMatchObject({ applied: true, payment: { status: 'partially_refunded' } });
    expect((await withdraw(c.cookie, paymentId)).json().withdrawal.amount_cents).toBe(1490);
    expect(await refundsOf(paymentId)).toEqual([
      { cause: 'refund', amount_cents: 500 },
      { cause: 'withdrawal', amount_cents: 1490 },
    ]);
    const notes = await creditNotesOf(paymentId);
    expect(notes.map((n) => n.total_cents).sort()).toEqual([1490, 500]);
    expect(await paymentRow(paymentId)).toEqual({ status: 'refunded', refunded_cents: 1990 });
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });
});

describe('offered credit never leaves as money (finding 3)', () => {
  test('after a commercial gesture, each top-up offers only what it still holds; the gesture stays credit', async () => {
    const c = await buyer();
    const older = await demoTopUp(t.app, c.cookie, 2); // 19,90 €
    const newer = await demoTopUp(t.app, c.cookie, 3); // 29,90 €
    for (const domain of ['numerology', 'astrology'] as const) {
      const ordered = await order(t.app, c.headers, { domain, option: 2 });
      expect(ordered.statusCode).toBe(200);
      await deliverReading(delivery(), ordered.json().reading_id, { retryCount: 0, retryLimit: 10 });
      expect((await readingRow(t.app.db, ordered.json().reading_id)).status).toBe('sent');
    }
    // 2 × 19,90 spent, oldest paid funds first: the older top-up is used up, 10,00 of the newer one is left.
    const gift = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/update-user/${c.user.id}`,
      headers: { cookie: admin.cookie, 'idempotency-key': `gift-for-${c.user.id}-0001` },
      payload: { wallet_credit: '200', wallet_reason: 'Geste commercial' },
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(
      overview.withdrawable.map((w: { payment_id: string; refundable_cents: number }) => [
        w.payment_id,
        w.refundable_cents,
      ]),
    ).toEqual([[newer, 1000]]);
    expect(overview.erasure).toEqual({ refundable_cents: 1000, unrefundable_cents: 20_000 });
    expect((await withdraw(c.cookie, older)).json().code).toBe('WITHDRAWAL_NOTHING_UNSPENT');
    expect((await withdraw(c.cookie, newer)).json().withdrawal.amount_cents).toBe(1000);
    expect(await getBalance(t.app.db, c.user.id)).toBe(20_000);

    // The next reading spends the offered credit; an erasure ends the rest and refunds nothing more.
    expect((await order(t.app, c.headers, { domain: 'astrology', option: 1 })).statusCode).toBe(200);
    expect((await erase(c.cookie)).statusCode).toBe(200);
    expect(await refundsOf(older)).toEqual([]);
    expect(await refundsOf(newer)).toEqual([{ cause: 'withdrawal', amount_cents: 1000 }]);
    const forfeit = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('user_id', '=', c.user.id)
      .where('kind', '=', 'forfeit')
      .execute();
    expect(forfeit).toEqual([{ amount_cents: -(20_000 - 699) }]);
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });
});
