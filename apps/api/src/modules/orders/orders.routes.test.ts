import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import { ORDER_TERMS_VERSION } from '@arcanes/contracts/orders';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { getBalance, topUp } from '#api/modules/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function customer() {
  const user = await insertUser(t.app.db);
  await recordConsent(t.app.db, {
    owner: { userId: user.id, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
  await topUp(t.app.db, { userId: user.id, cents: 2000, key: `o-${user.id}` });
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

const question = (headers: Record<string, string>, extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/openai/numerology/option1',
    headers,
    payload: {
      dateOfBirth: '1990-05-17',
      timeOfBirth: '14:30',
      placeOfBirth: 'Paris',
      sexe: 'femme',
      firstName: 'Camille',
      lastName: 'Martin',
      currentDate: '2026-11-24',
      domain: 'travail',
      langage: 'fr',
      ...extra,
    },
  });

const acceptances = (userId: number) =>
  t.app.db.selectFrom('reading_order_acceptances').selectAll().where('user_id', '=', userId).execute();

describe('the order sentence accepted with each reading', () => {
  test('accepted with the button: stored with its time and wording version, linked to the reading', async () => {
    const c = await customer();
    const before = Date.now();
    const res = await question(c.headers, { accept_order: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await acceptances(c.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reading_id: res.json().reading_id,
      text_version: ORDER_TERMS_VERSION,
      route: '/api/openai/numerology/option1',
    });
    expect(new Date(rows[0]!.accepted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  // Where the right lives: the top-up paid without any box records no waiver; the reading's order does,
  // with the version of the sentence beside its button (immediate execution + waiver for that reading).
  test('a top-up records no waiver; the reading ordered from it records the order sentence', async () => {
    const user = await insertUser(t.app.db);
    await recordConsent(t.app.db, {
      owner: { userId: user.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
    const { cookie, headers } = await sessionFor(t.app.db, user.id);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: { option: 1, method: 'card' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paymentId = checkout.json().payment_id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentId}/succeed`,
      headers: {
        cookie,
        origin: 'http://127.0.0.1:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'lang=fr',
    });
    expect(paid.statusCode).toBe(303);
    expect(await getBalance(t.app.db, user.id)).toBe(699);
    expect(
      await t.app.db
        .selectFrom('payments')
        .select(['status', 'immediate_execution_at', 'withdrawal_waiver_at', 'waiver_text_version'])
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'succeeded',
      immediate_execution_at: null,
      withdrawal_waiver_at: null,
      waiver_text_version: null,
    });
    const res = await question(headers, { accept_order: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getBalance(t.app.db, user.id)).toBe(0);
    expect(await acceptances(user.id)).toEqual([
      expect.objectContaining({ reading_id: res.json().reading_id, text_version: ORDER_TERMS_VERSION }),
    ]);
  });

  test('refused: 400 in the reader’s language, nothing charged, nothing recorded', async () => {
    const c = await customer();
    const res = await question(
      { ...c.headers, 'accept-language': 'en' },
      { accept_order: false, langage: 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'ORDER_TERMS_REQUIRED',
      message: 'To order, accept the immediate execution of the reading: nothing was charged.',
    });
    expect(await getBalance(t.app.db, c.user.id)).toBe(2000);
    expect(await acceptances(c.user.id)).toEqual([]);
    expect(
      await t.app.db.selectFrom('readings').select('id').where('user_id', '=', c.user.id).execute(),
    ).toEqual([]);
  });

  test('a failed order keeps its acceptance without a reading', async () => {
    const c = await customer();
    const res = await question(c.headers, { accept_order: true, dateOfBirth: 'not a date' });
    expect(res.statusCode).toBe(400);
    const rows = await acceptances(c.user.id);
    expect(rows.map((r) => r.reading_id)).toEqual([null]);
    expect(await getBalance(t.app.db, c.user.id)).toBe(2000);
  });

  test('/api/user/request (the question box, 6,99 €) records its order sentence too, and refuses a refused one', async () => {
    const c = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers: c.headers,
      payload: { question: 'Vais-je trouver un nouveau travail ?', accept_order: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ price_cents: 699 });
    const rows = await acceptances(c.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reading_id: res.json().reading_id,
      text_version: ORDER_TERMS_VERSION,
      route: '/api/user/request',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers: c.headers,
      payload: { question: 'Vais-je déménager ?', accept_order: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ORDER_TERMS_REQUIRED' });
    expect(await getBalance(t.app.db, c.user.id)).toBe(2000 - 699);
  });

  // Issue 41: the terms are accepted with each purchase. The version the terms page prints is kept with
  // the top-up (payments) and with each reading's order, whatever route ordered it.
  test('the terms’ version in force is stored with the top-up and with each reading order', async () => {
    const user = await insertUser(t.app.db);
    await recordConsent(t.app.db, {
      owner: { userId: user.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
    const { cookie, headers } = await sessionFor(t.app.db, user.id);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: { option: 2, method: 'card' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paymentId = checkout.json().payment_id as string;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${paymentId}/succeed`,
      headers: {
        cookie,
        origin: 'http://127.0.0.1:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'lang=fr',
    });
    expect(paid.statusCode).toBe(303);
    const payment = await t.app.db
      .selectFrom('payments')
      .select(['terms_version', 'status'])
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ terms_version: TERMS_VERSION, status: 'succeeded' });
    expect(TERMS_VERSION).toMatch(/^cgv-\d{4}-\d{2}-\d{2}$/);

    const first = await question(headers, { accept_order: true });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/user/request',
      headers,
      payload: { question: 'Vais-je trouver un nouveau travail ?', accept_order: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await acceptances(user.id);
    expect(rows.map((r) => [r.reading_id, r.text_version, r.terms_version])).toEqual([
      [first.json().reading_id, ORDER_TERMS_VERSION, TERMS_VERSION],
      [second.json().reading_id, ORDER_TERMS_VERSION, TERMS_VERSION],
    ]);
  });
});
