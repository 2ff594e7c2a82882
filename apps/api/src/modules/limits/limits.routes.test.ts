import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ORIGIN = 'http://127.0.0.1:3000';

const checkout = (cookie: string, option: number, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie, 'accept-language': lang },
    payload: { option, domain: 'tarot', method: 'card', immediate_execution: true, withdrawal_waiver: true },
  });

const setLimit = (cookie: string, cents: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/spending-limit',
    headers: { cookie },
    payload: { monthly_limit_cents: cents },
  });

async function pay(cookie: string, option: number) {
  const res = await checkout(cookie, option);
  expect(res.statusCode, res.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${res.json().payment_id}/succeed`,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });
  expect(paid.statusCode).toBe(303);
}

const paymentsOf = (userId: number) =>
  t.app.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute();

describe('the monthly top-up limit the customer sets', () => {
  test('enforced at checkout: a top-up over it is refused before any payment exists; raising or removing it lets it through', async () => {
    const u = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, u.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/spending-limit', headers: { cookie } })).json(),
    ).toEqual({
      monthly_limit_cents: null,
      topped_up_this_month_cents: 0,
      left_this_month_cents: null,
    });
    expect((await setLimit(cookie, 2500)).json()).toMatchObject({
      monthly_limit_cents: 2500,
      left_this_month_cents: 2500,
    });
    await pay(cookie, 2); // 19,90 €
    const before = (await paymentsOf(u.id)).length;

    const fr = await checkout(cookie, 1); // 6,99 € more: 26,89 € > 25 €
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toMatchObject({ code: 'MONTHLY_LIMIT_REACHED' });
    expect(fr.json().message).toMatch(
      /plafond mensuel que vous avez fixé \(25,00\s€\) : il vous reste 5,10\s€/,
    );
    const en = await checkout(cookie, 1, 'en');
    expect(en.json().message).toMatch(/monthly limit you set \(€25\.00\): €5\.10 is left/);
    const paypal = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/create-order',
      headers: { cookie },
      payload: { option: 1, domain: 'tarot', immediate_execution: true, withdrawal_waiver: true },
    });
    expect(paypal.json().code).toBe('MONTHLY_LIMIT_REACHED');
    expect(await paymentsOf(u.id)).toHaveLength(before);

    expect((await setLimit(cookie, 3000)).json()).toMatchObject({
      topped_up_this_month_cents: 1990,
      left_this_month_cents: 1010,
    });
    expect((await checkout(cookie, 1)).statusCode).toBe(200);
    expect((await setLimit(cookie, null)).json()).toMatchObject({ monthly_limit_cents: null });
    expect((await checkout(cookie, 3)).statusCode).toBe(200);
  });

  test('a bad limit is refused and changes nothing; login required', async () => {
    const u = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, u.id);
    await setLimit(cookie, 5000);
    for (const bad of [0, 50, 12.5, '20', 2_000_000])
      expect((await setLimit(cookie, bad)).statusCode, String(bad)).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/spending-limit', headers: { cookie } })).json(),
    ).toMatchObject({
      monthly_limit_cents: 5000,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/spending-limit' })).statusCode).toBe(401);
  });
});
