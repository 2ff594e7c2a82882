import { describe, expect, test } from 'vitest';
import { PRODUCTION_ENV } from '#api/test/production-env.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { createUser } from './accounts.service';

// Issue 16, finding 2: X-Forwarded-For is believed only from the proxies TRUST_PROXY names, and the
// per-account login limit counts the account, however its name is typed.
const PASSWORD = 'Lune&Soleil9';
let n = 0;
const spoofed = () => `198.51.100.${(n += 1) % 250}`;

async function withApp(env: Record<string, string>, fn: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ ...PRODUCTION_ENV, RATE_LIMITS: 'true', ...env });
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}
const login = (t: TestApp, username: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password: 'Mauvais#Pass1' },
    headers,
  });
const failedIps = async (t: TestApp) =>
  (
    await t.app.db.selectFrom('audit_log').select('ip').where('action', '=', 'auth.login_failed').execute()
  ).map((r) => r.ip);

describe('client addresses in production', () => {
  test('without TRUST_PROXY a rotating X-Forwarded-For neither escapes the limit nor lands in the log', () =>
    withApp({}, async (t) => {
      for (let i = 0; i < 50; i++)
        expect((await login(t, `nobody_${i}`, { 'x-forwarded-for': spoofed() })).statusCode).toBe(401);
      const blocked = await login(t, 'nobody_else', { 'x-forwarded-for': spoofed() });
      expect(blocked.statusCode).toBe(429);
      expect(new Set(await failedIps(t))).toEqual(new Set(['127.0.0.1']));
      // The public endpoints count the peer too.
      const forgot = [];
      for (let i = 0; i < 6; i++)
        forgot.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/user/forgot-password',
            payload: { email: 'x@exemple.fr' },
            headers: { 'x-forwarded-for': spoofed() },
          }),
        );
      expect(forgot.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    }));

  test('TRUST_PROXY=1 takes the address the proxy appended, not one the client wrote', () =>
    withApp({ TRUST_PROXY: '1' }, async (t) => {
      await login(t, 'someone', { 'x-forwarded-for': '192.0.2.66, 203.0.113.7' });
      expect(await failedIps(t)).toEqual(['203.0.113.7']);
    }));

  test('a listed proxy is believed; another peer is not', () =>
    withApp({ TRUST_PROXY: '10.1.2.3' }, async (t) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'a', password: 'Mauvais#Pass1' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
        remoteAddress: '10.1.2.3',
      });
      await login(t, 'b', { 'x-forwarded-for': '203.0.113.9' });
      expect(await failedIps(t)).toEqual(['203.0.113.8', '127.0.0.1']);
    }));
});

test('the per-account limit counts the account, typed as username or e-mail in any case', () =>
  withApp({}, async (t) => {
    const user = await createUser(t.app.db, {
      username: 'dave',
      email: 'dave@exemple.fr',
      password: PASSWORD,
      first_name: 'Dave',
      last_name: 'Martin',
    });
    const spellings = [user.username, user.email, 'DAVE', 'Dave@Exemple.fr'];
    for (let i = 0; i < 10; i++) expect((await login(t, spellings[i % 4]!)).statusCode).toBe(401);
    const eleventh = await login(t, user.email);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED' });
  }));
