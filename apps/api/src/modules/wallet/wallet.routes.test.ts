import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { adjust, debit, getBalance, topUp } from './wallet.service';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('wallet routes', () => {
  test('GET /api/user/wallet: euros with two decimals and exact cents; login required', async () => {
    const u = await insertUser(t.app.db);
    const { cookie, headers } = await sessionFor(t.app.db, u.id);
    await topUp(t.app.db, { userId: u.id, cents: 1990, key: `w-${u.id}` });
    await debit(t.app.db, { userId: u.id, cents: 699, key: `w-d-${u.id}` });
    for (const h of [{ cookie }, headers]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/wallet', headers: h });
      expect(res.json()).toEqual({ wallet: 12.91, wallet_cents: 1291 });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/wallet' });
    expect(anonymous.statusCode).toBe(401);
  });

  test('GET /api/user/ledger: every movement, newest first, adding up to the balance', async () => {
    const u = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, u.id);
    await topUp(t.app.db, { userId: u.id, cents: 2990, key: `l-${u.id}`, reason: 'demo' });
    await debit(t.app.db, { userId: u.id, cents: 699, key: `l-d-${u.id}`, reason: 'question' });
    const body = (await t.app.inject({ method: 'GET', url: '/api/user/ledger', headers: { cookie } })).json();
    expect(body.balance_cents).toBe(2291);
    expect(body.balance).toBe(22.91);
    expect(
      body.entries.map((e: { kind: string; amount_cents: number; balance_after_cents: number }) => [
        e.kind,
        e.amount_cents,
        e.balance_after_cents,
      ]),
    ).toEqual([
      ['debit', -699, 2291],
      ['topup', 2990, 2990],
    ]);
    expect(body.entries.reduce((s: number, e: { amount_cents: number }) => s + e.amount_cents, 0)).toBe(
      body.balance_cents,
    );
  });

  test("GET /api/user/ledger: each entry says in the reader's language what it paid or credited", async () => {
    const u = await insertUser(t.app.db);
    const { cookie, headers } = await sessionFor(t.app.db, u.id);
    await recordConsent(t.app.db, {
      owner: { userId: u.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(t.app.db, u.id, { ip: null, userAgent: null });
    // A purchase through the demo provider, then a reading it pays for, then an administrator's gesture.
    const origin = 'http://127.0.0.1:3000';
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: {
        option: 3,
        domain: 'astrologie',
        method: 'card',
        immediate_execution: true,
        withdrawal_waiver: true,
      },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${checkout.json().payment_id}/succeed`,
      headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=fr',
    });
    expect(paid.statusCode).toBe(303);
    // the numerology option 1 form as the site sends it (readings are another module: its HTTP route only)
    const reading = await t.app.inject({
      method: 'POST',
      url: '/api/openai/numerology/option1',
      headers,
      payload: {
        dateOfBirth: '1990-05-17',
        timeOfBirth: '14:30',
        placeOfBirth: 'Paris',
        sexe: 'femme',
        lastName: 'Martin',
        firstName: 'Camille',
        currentDate: '2026-11-24',
        domain: 'travail',
        langage: 'fr',
      },
    });
    expect(reading.statusCode).toBe(200);
    await adjust(t.app.db, {
      userId: u.id,
      signedCents: 100,
      key: `gift-${u.id}`,
      actorId: u.id,
      reason: 'Geste commercial',
    });

    const ledger = async (lang: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/ledger',
          headers: { cookie, 'accept-language': lang },
        })
      ).json().entries as { kind: string; description: string }[];
    // A top-up is an amount with its payment's short reference, whatever domain an older client sent.
    const { number } = await t.app.db
      .selectFrom('payments')
      .select('number')
      .where('id', '=', checkout.json().payment_id)
      .executeTakeFirstOrThrow();
    const ref = `P-${String(number).padStart(6, '0')}`;
    expect((await ledger('fr')).map((e) => [e.kind, e.description])).toEqual([
      ['adjustment', 'Geste commercial'],
      ['debit', 'Numérologie — Votre numéro de chance'],
      ['topup', `Rechargement de 29,90\u00a0€ · paiement ${ref}`],
    ]);
    expect((await ledger('en')).map((e) => e.description)).toEqual([
      'Geste commercial',
      'Numerology — Your lucky number',
      `Top-up of €29.90 · payment ${ref}`,
    ]);
  });

  test('update-wallet and save-payment never credit: 403 whatever the body, and the attempt is audited', async () => {
    const u = await insertUser(t.app.db);
    const { cookie, headers } = await sessionFor(t.app.db, u.id);
    const bodies = [
      { user_id: u.id, amount: 19.9 },
      { user_id: u.id, amount: '1000' },
      {
        user_id: u.id,
        amount: 6.99,
        choosen_option: 1,
        payment_provider: 'paypal',
        external_reference: 'X',
        wallet_after_add: 6.99,
      },
      {},
    ];
    for (const url of ['/api/user/update-wallet', '/api/user/save-payment']) {
      for (const payload of bodies) {
        const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ status: 'error', code: 'WALLET_CREDIT_FORBIDDEN' });
      }
    }
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-wallet',
      headers: { ...headers, 'accept-language': 'en' },
      payload: { amount: 5 },
    });
    expect(en.json().message).toBe(
      'The wallet is credited only by a verified payment. Choose an offer in the Pricing section.',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/update-wallet', payload: { amount: 5 } }))
        .statusCode,
    ).toBe(401);
    expect(await getBalance(t.app.db, u.id)).toBe(0);
    const audits = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'wallet.credit_refused')
      .where('actor_id', '=', u.id)
      .execute();
    expect(audits.length).toBe(9);
  });
});
