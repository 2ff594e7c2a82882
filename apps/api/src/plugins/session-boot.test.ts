import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_BOOT_ID } from '@arcanes/contracts/accounts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { inertJson } from './session-boot';

/**
 * The app's page carries the user of its session cookie (decision 0249): only with a live session,
 * only that session's user, as data that cannot run, and never stored by any cache.
 */
let t: TestApp;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-web-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  fs.copyFileSync(path.join(here, '..', '..', '..', 'web', 'index.html'), path.join(web, 'index.html'));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => t?.close());

const BOOT = new RegExp(`<script type="application/json" id="${SESSION_BOOT_ID}">([^<]*)</script>`, 'g');

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const scripts = [...res.body.matchAll(BOOT)];
  expect(scripts).toHaveLength(1);
  return {
    res,
    raw: scripts[0]![1]!,
    boot: JSON.parse(scripts[0]![1]!) as { user: Record<string, unknown> | null; readingData?: unknown },
  };
}

describe('the signed-in user in the app’s page', () => {
  test('a live session cookie: its user as /api/user/profileIfConnected gives it, never stored', async () => {
    const user = await insertUser(t.app.db, { first_name: 'Léa', balance_cents: 1398 });
    const { cookie } = await sessionFor(t.app.db, user.id);
    const profile = await t.app.inject({ url: '/api/user/profileIfConnected', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    const readingData = await t.app.inject({ url: '/api/consent/reading-data', headers: { cookie } });
    expect(readingData.statusCode).toBe(200);
    for (const url of ['/user/UserConnected', '/choisir-un-domaine', '/']) {
      const { res, boot } = await page(url, { cookie });
      expect(res.statusCode).toBe(200);
      expect(boot).toEqual({ ...profile.json(), readingData: readingData.json() });
      expect(boot.user).toMatchObject({ id: user.id, first_name: 'Léa', wallet_cents: 1398 });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['vary']).toMatch(/cookie/i);
      expect(res.headers['etag']).toBeUndefined();
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  test('another user’s cookie gets that user, not the one before', async () => {
    const a = await insertUser(t.app.db, { first_name: 'Ana' });
    const b = await insertUser(t.app.db, { first_name: 'Bob' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/consent/reading-data',
      headers: { cookie: (await sessionFor(t.app.db, b.id)).cookie },
      payload: { accept: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      (await page('/', { cookie: (await sessionFor(t.app.db, a.id)).cookie })).boot.readingData,
    ).toMatchObject({ accepted: false });
    expect(
      (await page('/', { cookie: (await sessionFor(t.app.db, b.id)).cookie })).boot.readingData,
    ).toMatchObject({ accepted: true });
    expect((await page('/', { cookie: (await sessionFor(t.app.db, a.id)).cookie })).boot.user?.id).toBe(a.id);
    expect((await page('/', { cookie: (await sessionFor(t.app.db, b.id)).cookie })).boot.user?.id).toBe(b.id);
  });

  test('no cookie, an unknown token, a logged-out or a bearer-only session: no user', async () => {
    const user = await insertUser(t.app.db);
    const session = await sessionFor(t.app.db, user.id);

    const visitor = await page('/user/UserConnected');
    expect(visitor.boot).toEqual({ user: null });
    expect(visitor.res.headers['cache-control']).toBe('no-cache');

    const unknown = await page('/user/UserConnected', { cookie: 'arcanes_session=not-a-session' });
    expect(unknown.boot).toEqual({ user: null });
    expect(unknown.res.headers['cache-control']).toBe('private, no-store');

    // A token in a header is not a browser's page load: the page says nothing of it.
    expect((await page('/', session.headers)).boot).toEqual({ user: null });

    expect((await page('/', { cookie: session.cookie })).boot.user?.id).toBe(user.id);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: session.cookie },
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    expect((await page('/', { cookie: session.cookie })).boot).toEqual({ user: null });
  });

  test('what the user typed stays data: no tag, no comment, no line separator in the script', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const user = await insertUser(t.app.db, { first_name: name });
    const { raw, boot } = await page('/', { cookie: (await sessionFor(t.app.db, user.id)).cookie });
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    expect(raw).toContain('\\u003c/script\\u003e');
    expect(boot.user?.first_name).toBe(name);
    expect(inertJson({ a: '<>&\u2028\u2029' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
  });

  test('a name holding a replacement pattern (dollar-quote, dollar-ampersand) is written as typed', async () => {
    const name = "Zoé $' $& $`";
    const user = await insertUser(t.app.db, { first_name: name });
    const { boot } = await page('/', { cookie: (await sessionFor(t.app.db, user.id)).cookie });
    expect(boot.user?.first_name).toBe(name);
  });

  test('an API address or a built file never carries it', async () => {
    const user = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, user.id);
    const api = await t.app.inject({ url: '/api/nope', headers: { cookie } });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain(SESSION_BOOT_ID);
  });
});
