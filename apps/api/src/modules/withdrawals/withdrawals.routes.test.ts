import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';
import { demoTopUp, insertUser, sessionFor } from '#api/test/fixtures.ts';
import { hashPassword } from '#api/modules/accounts/accounts.service.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { withdrawalDeadline } from '@arcanes/domain/calendar/withdrawal-deadline';
import { formatCents } from '@arcanes/domain/money/cents';
import { adjust, debit, getBalance, ledgerMatchesBalance } from '#api/modules/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A top-up through the demo checkout, as the browser does it; returns the payment id. */
const topUp = (cookie: string, option: 1 | 2 | 3 = 2) => demoTopUp(t.app, cookie, option);

/** A demo top-up credited `daysAgo` days ago (the ledger is append-only: the entry is written with its date). */
async function pastTopUp(userId: number, cents: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  const p = await t.app.db
    .insertInto('payments')
    .values({
      user_id: userId,
      provider: 'demo',
      method: 'card',
      offer_option: 2,
      domain: 'tarot',
      amount_cents: cents,
      status: 'succeeded',
      immediate_execution_at: at,
      withdrawal_waiver_at: at,
      waiver_text_version: 'test',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Credited as the fulfilment does (balance, entry, the payment's fund and its movement), back in time.
  const u = await t.app.db
    .updateTable('users')
    .set({ balance_cents: sql`balance_cents + ${cents}` })
    .where('id', '=', userId)
    .returning('balance_cents')
    .executeTakeFirstOrThrow();
  const entry = await t.app.db
    .insertInto('ledger_entries')
    .values({
      user_id: userId,
      kind: 'topup',
      amount_cents: cents,
      balance_after_cents: u.balance_cents,
      idempotency_key: `payment:${p.id}`,
      payment_id: p.id,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fund = await t.app.db
    .insertInto('wallet_funds')
    .values({
      user_id: userId,
      origin: 'paid',
      payment_id: p.id,
      granted_cents: cents,
      remaining_cents: cents,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('fund_movements')
    .values({ ledger_entry_id: entry.id, fund_id: fund.id, cents })
    .execute();
  return p.id;
}

/** A reading's price taken from the wallet, as the readings service does (the race test orders real ones). */
let spent = 0;
const spend = (userId: number, cents: number) =>
  debit(t.app.db, { userId, cents, key: `spend-${userId}-${++spent}`, reason: 'reading' });

const withdraw = (cookie: string, paymentId: string, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/withdrawals',
    headers: { cookie, 'accept-language': lang },
    payload: { payment_id: paymentId },
  });

/** A customer with a session, who accepted the AI interpretation, and an empty wallet. */
async function customer() {
  const user = await insertUser(t.app.db);
  await recordConsent(t.app.db, {
    owner: { userId: user.id, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
  const session = await sessionFor(t.app.db, user.id);
  return { user, headers: session.headers, cookie: session.cookie };
}

/** A single astrology question (6,99 €), answered on screen, through the readings route. */
const orderQuestion = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/openai/astrology/option1',
    headers,
    payload: {
      dateOfBirth: '1990-05-17',
      timeOfBirth: '14:30',
      placeOfBirth: 'Paris',
      sexe: 'femme',
      firstName: 'Camille',
      domain: 'amour',
      period: 'mois',
      question: 'Vais-je rencontrer quelqu’un ?',
      langage: 'fr',
    },
  });

function outbox(): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
}

describe('withdrawal from a top-up (L221-18, D221-5)', () => {
  test('refunds exactly the unspent part, once; ledger, list and acknowledgement agree', async () => {
    const c = await customer();
    const paymentId = await topUp(c.cookie); // 19,90 €
    await spend(c.user.id, 699); // 6,99 € spent

    const before = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(before.withdrawable).toEqual([
      expect.objectContaining({
        payment_id: paymentId,
        amount_cents: 1990,
        refundable_cents: 1291,
        method: 'card',
      }),
    ]);
    expect(before.withdrawable[0].deadline).toBe(
      withdrawalDeadline(new Date(before.withdrawable[0].paid_at)).toISOString(),
    );

    const first = await withdraw(c.cookie, paymentId);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ applied: true, balance_cents: 0 });
    expect(body.withdrawal).toMatchObject({
      amount_cents: 1291,
      status: 'refunded',
      cause: 'withdrawal',
      payment_cents: 1990,
    });
    expect(body.message).toContain(formatCents(1291, 'fr'));

    const again = await withdraw(c.cookie, paymentId, 'en');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      applied: false,
      withdrawal: { id: body.withdrawal.id, amount_cents: 1291 },
    });

    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', c.user.id)
      .where('kind', '=', 'withdrawal')
      .execute();
    expect(entries.map((e) => [e.amount_cents, e.balance_after_cents, e.payment_id])).toEqual([
      [-1291, 0, paymentId],
    ]);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
    const row = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(row.provider_reference).toBe(`demo_refund_${row.id}`);

    const after = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(after.withdrawable).toEqual([]);
    expect(after.withdrawals).toHaveLength(1);

    const ack = await eventually(async () =>
      outbox().find((m) => m.includes(`withdrawal-${row.id}@arcanes`)),
    );
    expect(ack).toContain(c.user.email);
    expect(ack).toMatch(
      /Nous avons bien re=C3=A7u votre r=C3=A9tractation le|Nous avons bien reçu votre rétractation le/,
    );
    expect(ack).toMatch(/\d{2}:\d{2}:\d{2}/);
  });

  test('a reading bought at the same moment: the wallet never pays twice, the sum is exact', async () => {
    for (let round = 0; round < 6; round++) {
      const c = await customer();
      const paymentId = await topUp(c.cookie);
      const [w, r] = await Promise.all([withdraw(c.cookie, paymentId), orderQuestion(c.headers)]);
      expect(w.statusCode, w.body).toBe(200);
      const refunded = w.json().withdrawal.amount_cents as number;
      const spent = r.statusCode === 200 ? 699 : 0;
      if (r.statusCode !== 200) expect(r.json().code).toBe('INSUFFICIENT_BALANCE');
      expect(refunded).toBe(1990 - spent);
      expect(await getBalance(t.app.db, c.user.id)).toBe(0);
      expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
    }
  });

  test('two withdrawals of one payment at once: one refund', async () => {
    const c = await customer();
    const paymentId = await topUp(c.cookie);
    const answers = await Promise.all([1, 2, 3].map(() => withdraw(c.cookie, paymentId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    const rows = await t.app.db
      .selectFrom('withdrawals')
      .select('amount_cents')
      .where('payment_id', '=', paymentId)
      .execute();
    expect(rows).toEqual([{ amount_cents: 1990 }]);
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
  });

  test('two top-ups and a spent reading: the reading was paid from the older one, the newer one is whole', async () => {
    const c = await customer();
    const a = await topUp(c.cookie, 1); // 6,99
    const b = await topUp(c.cookie, 2); // 19,90
    await spend(c.user.id, 699); // paid from a (oldest paid funds first): balance 19,90
    const wa = await withdraw(c.cookie, a);
    expect(wa.statusCode).toBe(409);
    expect(wa.json().code).toBe('WITHDRAWAL_NOTHING_UNSPENT');
    const wb = (await withdraw(c.cookie, b)).json().withdrawal.amount_cents;
    expect(wb).toBe(1990);
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
  });

  test('the period runs to the end of its last Paris day, past weekends and holidays (L221-19): open until then, refused after', async () => {
    // The oldest credit (hour by hour back from 14 days ago) whose deadline is still ahead, and the
    // one an hour older whose deadline has passed. After a weekend or a holiday the open one is more
    // than 14.5 days old; any day it is older than 14 × 24 h, which the former rule refused.
    const hour = 3600 * 1000;
    const now = Date.now();
    let hoursAgo = 14 * 24 + 1;
    while (withdrawalDeadline(new Date(now - (hoursAgo + 1) * hour)).getTime() > now + 5 * 60_000) hoursAgo++;
    expect(hoursAgo).toBeLessThanOrEqual(18 * 24);

    const c = await customer();
    const open = await pastTopUp(c.user.id, 1990, hoursAgo / 24);
    const closed = await pastTopUp(c.user.id, 2990, (hoursAgo + 1) / 24);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    const deadline = withdrawalDeadline(new Date(now - hoursAgo * hour));
    expect(list.withdrawable).toEqual([
      expect.objectContaining({ payment_id: open, deadline: deadline.toISOString() }),
    ]);
    // The deadline is the end of a Paris day: 23:59:59.999 in Paris.
    expect(
      new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', timeStyle: 'medium' }).format(deadline),
    ).toBe('23:59:59');

    const late = await withdraw(c.cookie, closed);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WITHDRAWAL_PERIOD_OVER');
    const inTime = await withdraw(c.cookie, open);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(await getBalance(t.app.db, c.user.id)).toBe(2990);
  });

  test('refused, in the reader’s language, and nothing moves: period over, nothing unspent, someone else’s, bad id', async () => {
    const c = await customer();
    const old = await pastTopUp(c.user.id, 1990, 19); // past any deadline, weekends and holidays included
    const late = await withdraw(c.cookie, old, 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'WITHDRAWAL_PERIOD_OVER',
      message: 'The 14-day withdrawal period for this purchase is over.',
    });

    const spentAll = await customer();
    const small = await topUp(spentAll.cookie, 1);
    await spend(spentAll.user.id, 699);
    const none = await withdraw(spentAll.cookie, small);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('WITHDRAWAL_NOTHING_UNSPENT');

    const other = await withdraw(spentAll.cookie, old);
    expect(other.statusCode).toBe(404);
    const bad = await withdraw(c.cookie, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(await getBalance(t.app.db, c.user.id)).toBe(1990);
    expect(
      await t.app.db
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', 'in', [c.user.id, spentAll.user.id])
        .execute(),
    ).toEqual([]);
  });

  test('erasing the account refunds what each payment paid and was not used, and ends offered credit', async () => {
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const c = await customer();
    const email = c.user.email;
    const hash = await hashPassword('Motdepasse-2026!');
    await t.app.db.updateTable('users').set({ password_hash: hash }).where('id', '=', c.user.id).execute();
    const paymentId = await pastTopUp(c.user.id, 1990, 30);
    const older = await pastTopUp(c.user.id, 2990, 200);
    await spend(c.user.id, 699); // paid from the older payment
    await adjust(t.app.db, {
      userId: c.user.id,
      signedCents: 500,
      key: `gift-${c.user.id}`,
      actorId: admin.id,
      reason: 'geste',
    });

    const plan = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie: c.cookie } })
    ).json();
    expect(plan.withdrawable).toEqual([]); // older than 14 days: no withdrawal, but erasure refunds it
    expect(plan.erasure).toEqual({ refundable_cents: 1990 + 2990 - 699, unrefundable_cents: 500 });

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: { cookie: c.cookie },
      payload: { password: 'Motdepasse-2026!' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const w = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(w).toMatchObject({ cause: 'erasure', amount_cents: 1990 });
    const w2 = await t.app.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payment_id', '=', older)
      .executeTakeFirstOrThrow();
    expect(w2).toMatchObject({ cause: 'erasure', amount_cents: 2990 - 699 });
    // No erased account holds a balance: the offered 5,00 € ended with it.
    expect(await getBalance(t.app.db, c.user.id)).toBe(0);
    const forfeit = await t.app.db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('user_id', '=', c.user.id)
      .where('kind', '=', 'forfeit')
      .execute();
    expect(forfeit).toEqual([{ amount_cents: -500 }]);
    expect(await ledgerMatchesBalance(t.app.db, c.user.id)).toBe(true);
    await eventually(
      async () =>
        (await t.app.db.selectFrom('withdrawals').select('status').where('id', '=', w.id).executeTakeFirst())
          ?.status === 'refunded',
    );
    const ack = await eventually(async () => outbox().find((m) => m.includes(`withdrawal-${w.id}@arcanes`)));
    expect(ack).toContain(email);
  });
});

describe('withdrawal list', () => {
  test('login required', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/withdrawals' });
    expect(res.statusCode).toBe(401);
    const u = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, u.id);
    const empty = (
      await t.app.inject({ method: 'GET', url: '/api/user/withdrawals', headers: { cookie } })
    ).json();
    expect(empty).toEqual({
      balance_cents: 0,
      email: u.email,
      withdrawable: [],
      withdrawable_readings: [],
      withdrawals: [],
      erasure: { refundable_cents: 0, unrefundable_cents: 0 },
    });
  });
});
