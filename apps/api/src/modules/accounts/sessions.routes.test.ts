import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { createUser } from './accounts.service';

// Sessions expire after SESSION_IDLE_HOURS without use and SESSION_ABSOLUTE_DAYS after login.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_ABSOLUTE_DAYS: '3' });
});
afterAll(async () => t?.close());

const PASSWORD = 'Comète!2026';
let n = 0;
async function loggedIn() {
  n += 1;
  const user = await createUser(t.app.db, {
    username: `comete_${n}`,
    email: `comete.${n}@exemple.fr`,
    password: PASSWORD,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: user.username, password: PASSWORD },
  });
  const token: string = res.json().token;
  const cookie = res.cookies.find((c) => c.name === 'arcanes_session')!;
  return { user, token, cookie, headers: { authorization: `Bearer ${token}` } };
}
// Sessions are cached in memory (decision 0160): a write made outside a request reaches the cache as
// the database's notice, which PostgreSQL delivers a moment after the commit; wait for it before reading.
const me = async (headers: Record<string, string>) => {
  await t.app.sessionCache.barrier();
  return t.app.inject({ method: 'GET', url: '/api/user/profileIfConnected', headers });
};
const sessionCount = async (userId: number) =>
  (await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('session expiry', () => {
  test('the cookie expires at the absolute limit', async () => {
    const { cookie } = await loggedIn();
    const days = (new Date(cookie.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
  });

  test('idle: unused for longer than SESSION_IDLE_HOURS, the session is refused and removed', async () => {
    const s = await loggedIn();
    expect((await me(s.headers)).statusCode).toBe(200);
    await t.app.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 119 * 60_000) })
      .where('user_id', '=', s.user.id)
      .execute();
    expect((await me(s.headers)).statusCode).toBe(200); // still inside the two hours, and now touched again
    const touched = await t.app.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('user_id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(touched.last_used_at).getTime()).toBeLessThan(60_000);
    await t.app.db
      .updateTable('sessions')
      .set({ last_used_at: new Date(Date.now() - 121 * 60_000) })
      .where('user_id', '=', s.user.id)
      .execute();
    const res = await me(s.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sessionCount(s.user.id)).toBe(0);
  });

  test('absolute: past expires_at the session is refused even when in use', async () => {
    const s = await loggedIn();
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000), last_used_at: new Date() })
      .where('user_id', '=', s.user.id)
      .execute();
    expect((await me(s.headers)).statusCode).toBe(401);
    expect(await sessionCount(s.user.id)).toBe(0);
  });

  test('a malformed or unknown token is simply not a session', async () => {
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${'A'.repeat(43)}` })).statusCode).toBe(401);
  });

  test('isOnline follows the last activity (five minutes)', async () => {
    const s = await loggedIn();
    expect((await me(s.headers)).json().user.isOnline).toBe(true);
    await t.app.db
      .updateTable('users')
      .set({ last_seen_at: new Date(Date.now() - 6 * 60_000) })
      .where('id', '=', s.user.id)
      .execute();
    expect((await me(s.headers)).json().user.isOnline).toBe(false);
  });
});

describe('ending sessions', () => {
  test('logout ends only this session', async () => {
    const s = await loggedIn();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: s.user.username, password: PASSWORD },
    });
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: s.headers });
    expect((await me(s.headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${other.json().token}` })).statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'auth.logout')
      .where('target', '=', `user:${s.user.id}`)
      .executeTakeFirst();
    expect(entry).toBeDefined();
  });

  test('a password change ends the other sessions, keeps this one, and needs the current password', async () => {
    const s = await loggedIn();
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: s.user.username, password: PASSWORD },
      })
    ).json().token;
    const change = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: s.headers, payload });
    const wrong = await change({
      current_password: 'Faux#Pass123',
      password: 'Nouveau#2027',
      confirm_password: 'Nouveau#2027',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'Le mot de passe actuel est incorrect.',
    });
    expect(
      (await change({ current_password: PASSWORD, password: 'faible', confirm_password: 'faible' })).json(),
    ).toMatchObject({ code: 'PASSWORD_WEAK' });
    expect(
      (
        await change({
          current_password: PASSWORD,
          password: 'Nouveau#2027',
          confirm_password: 'Nouveau#2028',
        })
      ).json(),
    ).toMatchObject({
      code: 'PASSWORD_MISMATCH',
    });
    const ok = await change({
      current_password: PASSWORD,
      password: 'Nouveau#2027',
      confirm_password: 'Nouveau#2027',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'success' });
    expect((await me(s.headers)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: s.user.username, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: s.user.username, password: 'Nouveau#2027' },
    });
    expect(fresh.statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password.changed')
      .where('target', '=', `user:${s.user.id}`)
      .executeTakeFirst();
    expect(entry).toBeDefined();
  });
});
