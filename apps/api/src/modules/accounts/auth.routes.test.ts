import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// Counts Argon2 verifications (the real function still runs) to prove that a login for an unknown
// account costs one verification like a known one: no account enumeration by timing.
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verifications += 1;
      return real.verify(...args);
    },
  };
});
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { createUser } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'Lune&Soleil9';
let n = 0;
async function account(role: 'user' | 'admin' = 'user') {
  n += 1;
  return createUser(t.app.db, {
    username: `astre_${n}`,
    email: `astre.${n}@exemple.fr`,
    password: PASSWORD,
    first_name: 'Noé',
    last_name: 'Martin',
    role,
  });
}
const login = (
  username: string,
  password: string,
  headers: Record<string, string> = {},
  url = '/api/user/login',
) => t.app.inject({ method: 'POST', url, payload: { username, password }, headers });
const audits = (action: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('POST /api/user/login', () => {
  test('a new token at each login; the seed statistics are updated; username or e-mail, any case', async () => {
    const u = await account();
    const first = await login(u.username, PASSWORD, { 'x-forwarded-for': '203.0.113.9' });
    const second = await login(u.email.toUpperCase(), PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().token).not.toBe(second.json().token);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Connexion réussie.',
      user: { id: u.id, username: u.username, role: 'user' },
    });
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row.login_count).toBe(2);
    expect(row.last_ip).toBe('127.0.0.1');
    expect(Date.now() - new Date(row.last_login_at!).getTime()).toBeLessThan(60_000);
    // Both sessions live until logout; only hashes are stored.
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select(['token_hash'])
      .where('user_id', '=', u.id)
      .execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.token_hash)).not.toContain(first.json().token);
    expect((await audits('auth.login')).filter((a) => a.target === `user:${u.id}`)).toHaveLength(2);
  });

  test('logging in again from the same browser replaces its session', async () => {
    const u = await account();
    const first = await login(u.username, PASSWORD);
    const again = await login(u.username, PASSWORD, { authorization: `Bearer ${first.json().token}` });
    expect(again.statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/user/profileIfConnected',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(old.statusCode).toBe(401);
  });

  test('wrong password or unknown account: 401 with the seed message, audited with the name tried', async () => {
    const u = await account();
    const wrong = await login(u.username, 'Mauvais#Pass1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'INVALID_CREDENTIALS',
      message: 'Le compte n’existe pas ou l’identifiant de connexion et le mot de passe ne fonctionnent pas.',
    });
    const unknown = await login('personne_ici', 'Mauvais#Pass1', { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'The account does not exist or the username and password do not match.',
    });
    const failures = await audits('auth.login_failed');
    expect(failures.find((a) => a.target === `user:${u.id}`)).toMatchObject({
      ip: '127.0.0.1',
      details: { username: u.username, reason: 'wrong_password' },
    });
    expect(failures.find((a) => a.details.username === 'personne_ici')).toMatchObject({
      target: null,
      details: { reason: 'unknown_account' },
    });
  });

  test('an unknown account costs a password verification too (no enumeration by timing)', async () => {
    const u = await account();
    const before = argon.verifications;
    const known = await login(u.username, 'Mauvais#Pass1');
    const afterKnown = argon.verifications;
    const unknown = await login('nobody_at_all', 'Mauvais#Pass1');
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(known.json());
    expect(afterKnown - before).toBe(1);
    expect(argon.verifications - afterKnown).toBe(1);
  });

  test('missing fields are named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'x' } });
    expect(res.json()).toMatchObject({ code: 'REQUIRED_FIELDS', fields: { password: expect.any(String) } });
  });
});

describe('administrators', () => {
  test('POST /api/admin/login accepts only admins', async () => {
    const admin = await account('admin');
    const user = await account('user');
    const ok = await login(admin.username, PASSWORD, {}, '/api/admin/login');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success', tokenAdmin: expect.stringMatching(/^[\w-]{43}$/) });
    expect(ok.cookies.find((c) => c.name === 'arcanes_session')?.value).toBe(ok.json().tokenAdmin);
    for (const [name, password] of [
      [user.username, PASSWORD],
      [admin.username, 'Mauvais#Pass1'],
      ['nobody_admin', PASSWORD],
    ] as const) {
      const res = await login(name, password, {}, '/api/admin/login');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'ADMIN_INVALID_CREDENTIALS',
        message: 'Identifiants incorrects',
      });
    }
    expect((await audits('auth.admin_login')).some((a) => a.target === `user:${admin.id}`)).toBe(true);
    expect(
      (await audits('auth.admin_login_failed')).find((a) => a.target === `user:${user.id}`)?.details,
    ).toMatchObject({ reason: 'not_admin' });
  });

  test('admin logout by POST only ends the session; without an admin session it is refused', async () => {
    const admin = await account('admin');
    const { tokenAdmin } = (await login(admin.username, PASSWORD, {}, '/api/admin/login')).json();
    const auth = { authorization: `Bearer ${tokenAdmin}` };
    // A GET (a link or an image on another site) does not log out.
    const viaGet = await t.app.inject({ method: 'GET', url: '/api/admin/logout', headers: auth });
    expect(viaGet.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/admin', headers: auth })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'ADMIN_TOKEN_MISSING' });
    const user = await account('user');
    const { token } = (await login(user.username, PASSWORD)).json();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/logout',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await audits('auth.admin_logout')).some((a) => a.target === `user:${admin.id}`)).toBe(true);
  });
});

describe('brute force is slowed (rate limits on)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'true' });
  });
  afterAll(async () => limited?.close());

  test('the 11th attempt on one account from one address in 15 minutes gets 429', async () => {
    await createUser(limited.app.db, { username: 'cible', email: 'cible@exemple.fr', password: PASSWORD });
    const attempt = (username: string, password = 'Mauvais#Pass1') =>
      limited.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } });
    for (let i = 0; i < 10; i++) expect((await attempt('cible')).statusCode).toBe(401);
    const eleventh = await attempt('CIBLE', PASSWORD);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Réessayez dans quelques minutes.',
    });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // The admin login shares the counter for that account.
    const admin = await limited.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'cible', password: PASSWORD },
    });
    expect(admin.statusCode).toBe(429);
    // Another account from the same address is still answered.
    expect((await attempt('autre_compte')).statusCode).toBe(401);
  });
});
