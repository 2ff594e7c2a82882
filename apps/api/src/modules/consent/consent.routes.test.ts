import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSENT_POLICY_VERSION } from '@arcanes/contracts/consent';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { createUser } from '#api/modules/accounts/accounts.service.ts';
import { hasConsent } from './consent.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (
  payload: Record<string, unknown>,
  opts: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/consent',
    payload,
    cookies: opts.cookies,
    headers: { 'user-agent': 'Navigateur/1.0', ...opts.headers },
  });

describe('consent as proof', () => {
  test('a visitor gets an id cookie; the choice is stored with time, policy version, address and browser', async () => {
    const before = Date.now();
    const res = await post({ analytics: false, marketing: false, ia: true });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'arcanes_visitor')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);
    const body = res.json();
    expect(body.consent).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      ia: true,
      policy_version: CONSENT_POLICY_VERSION,
    });
    const decided = new Date(body.consent.decided_at);
    expect(decided.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const expires = new Date(body.expires_at);
    const months =
      (expires.getUTCFullYear() - decided.getUTCFullYear()) * 12 +
      expires.getUTCMonth() -
      decided.getUTCMonth();
    expect(months).toBe(6);
    expect(body.renew).toBe(false);
    const row = await t.app.db
      .selectFrom('consents')
      .selectAll()
      .where('visitor_id', '=', cookie.value)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      necessary: true,
      ia: true,
      analytics: false,
      ip: '127.0.0.1',
      user_agent: 'Navigateur/1.0',
      user_id: null,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/consent',
      cookies: { arcanes_visitor: cookie.value },
    });
    expect(again.json().consent).toMatchObject({ ia: true, decided_at: body.consent.decided_at });
    // A later choice is a new record; the latest one counts.
    await post(
      { analytics: true, marketing: true, ia: false },
      { cookies: { arcanes_visitor: cookie.value } },
    );
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/consent', cookies: { arcanes_visitor: cookie.value } })
      ).json().consent,
    ).toMatchObject({ ia: false, analytics: true, marketing: false }); // no marketing purpose: sent true, stored false
    expect(
      await t.app.db.selectFrom('consents').select('id').where('visitor_id', '=', cookie.value).execute(),
    ).toHaveLength(2);
  });

  test('a stranger has no choices yet and is asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/consent' });
    expect(res.json()).toEqual({
      consent: null,
      expires_at: null,
      current_policy_version: CONSENT_POLICY_VERSION,
      renew: true,
    });
  });

  test('a logged-in user’s choice is theirs, and hasConsent reads the latest one within six months', async () => {
    const u = await insertUser(t.app.db);
    const { headers } = await sessionFor(t.app.db, u.id);
    expect(await hasConsent(t.app.db, u.id, 'ia')).toBe(false);
    await post({ analytics: false, marketing: false, ia: true }, { headers });
    expect(await hasConsent(t.app.db, u.id, 'ia')).toBe(true);
    expect(await hasConsent(t.app.db, u.id, 'marketing')).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/consent', headers })).json().consent,
    ).toMatchObject({ ia: true });
    // Seven months later the choice has lapsed: asked again, and no consent.
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 7);
    await t.app.db.updateTable('consents').set({ created_at: old }).where('user_id', '=', u.id).execute();
    expect(await hasConsent(t.app.db, u.id, 'ia')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/consent', headers })).json()).toMatchObject({
      renew: true,
      consent: { ia: true },
    });
    // Refusing later withdraws it.
    await post({ analytics: false, marketing: false, ia: true }, { headers });
    expect(await hasConsent(t.app.db, u.id, 'ia')).toBe(true);
    await post({ analytics: false, marketing: false, ia: false }, { headers });
    expect(await hasConsent(t.app.db, u.id, 'ia')).toBe(false);
  });

  test('a choice made under an older policy asks again', async () => {
    const res = await post({ analytics: false, marketing: false, ia: true, policy_version: '2024-01-01' });
    expect(res.json()).toMatchObject({ renew: true, consent: { policy_version: '2024-01-01' } });
  });

  test('choices made as a visitor follow the visitor when they log in', async () => {
    const visitorChoice = await post({ analytics: true, marketing: false, ia: true });
    const visitor = visitorChoice.cookies.find((c) => c.name === 'arcanes_visitor')!.value;
    const user = await createUser(t.app.db, {
      username: 'visiteuse',
      email: 'visiteuse@exemple.fr',
      password: 'Aurore#2026',
    });
    expect(await hasConsent(t.app.db, user.id, 'ia')).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'visiteuse', password: 'Aurore#2026' },
      cookies: { arcanes_visitor: visitor },
    });
    expect(login.statusCode).toBe(200);
    expect(await hasConsent(t.app.db, user.id, 'ia')).toBe(true);
    expect(await hasConsent(t.app.db, user.id, 'analytics')).toBe(true);
  });

  test('every choice is required and must be a boolean (marketing, no purpose any more, may be left out)', async () => {
    const res = await post({ analytics: true });
    expect(res.json()).toMatchObject({ code: 'REQUIRED_FIELDS', fields: { ia: expect.any(String) } });
    expect(res.json().fields.marketing).toBeUndefined();
    expect((await post({ analytics: true, ia: false })).statusCode).toBe(200);
    const bad = await post(
      { analytics: 'yes', marketing: false, ia: false },
      { headers: { 'accept-language': 'en' } },
    );
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { analytics: 'Invalid value.' } });
  });
});
