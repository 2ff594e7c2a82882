import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_BOOT_ID } from '@arcanes/contracts/session-boot';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import {
  escapeHtml,
  fillTemplate,
  inertJson,
  loadCustomerScreens,
  parseTemplate,
  withCustomerScreen,
} from './session-boot';

/**
 * The app's page carries the user of its session cookie (decision 0249): only with a live session,
 * only that session's user, as data that cannot run, and never stored by any cache.
 */
let t: TestApp;
/** What the build writes (apps/web/build/app-shell.ts), in small: one page, two variants, two languages. */
const copy = (variant: string, lang: string) =>
  `<div data-shell="connected-${lang}" data-variant="${variant}"><h1 title="<!--slot:name-->">Bienvenue, <!--slot:name--></h1><p>Solde : <!--slot:balance--></p><p>v<!--slot:version--></p></div>`;
const SCREENS = {
  screens: {
    '/user/UserConnected': {
      notice: { fr: copy('notice', 'fr'), en: copy('notice', 'en') },
      accepted: { fr: copy('accepted', 'fr'), en: copy('accepted', 'en') },
    },
  },
};
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-web-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  fs.copyFileSync(path.join(here, '..', '..', '..', 'web', 'index.html'), path.join(web, 'index.html'));
  fs.writeFileSync(path.join(web, 'customer-screens.json'), JSON.stringify(SCREENS));
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

/**
 * The customer pages' pre-painted first screens (decision 0251): in a signed-in customer's page only,
 * their values written as text whatever they typed.
 */
describe('a customer page’s pre-painted first screen', () => {
  const HOSTILE = `<script>alert(1)</script> "Zoé" l'a $' $& $\` $1 $<x> &amp; <!--`;

  test('text is escaped for an element or an attribute', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('slots are filled with the values as text, replacement patterns included', () => {
    const template = parseTemplate(
      '<h1 title="<!--slot:name-->">Hi <!--slot:name-->!</h1><!--slot:balance-->',
    );
    const html = fillTemplate(template, { name: HOSTILE, balance: '6,99 €', version: 'v' });
    expect(html).toBe(`<h1 title="${escapeHtml(HOSTILE)}">Hi ${escapeHtml(HOSTILE)}!</h1>6,99 €`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!--');
    expect(html).toContain('$&#39; $&amp; $` $1 $&lt;x&gt; &amp;amp;');
    expect(() => parseTemplate('<p><!--slot:password--></p>')).toThrow(/unknown slot/);
  });

  test('inserted into the page as it is, even with a replacement pattern in it', () => {
    const page = '<html><head></head><body><div id="root"><div class="app-shell"></div></div></body></html>';
    const out = withCustomerScreen(page, "<p>$' $& $`</p>", ['/assets/a.css']);
    expect(out).toBe(
      '<html><head>  <link rel="stylesheet" crossorigin href="/assets/a.css">\n  </head><body><div id="root">' +
        '<p>$\' $& $`</p><div class="app-shell"></div></div></body></html>',
    );
    expect(withCustomerScreen(page, '', ['/assets/a.css'])).toBe(page);
  });

  test('chosen for the customer: variant, language, values; none for a visitor, an administrator, a query', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-screens-'));
    fs.writeFileSync(path.join(dir, 'customer-screens.json'), JSON.stringify(SCREENS));
    const screenOf = loadCustomerScreens(dir)!;
    const user = { first_name: 'Léa', username: 'lea_m', role: 'user', wallet_cents: 699 } as never;
    const readingData = {
      accepted: false,
      accepted_at: null,
      text_version: null,
      current_version: '2026-11-23',
    };
    const html = screenOf('/user/UserConnected', '', { user, readingData });
    expect(html).toBe(
      '<div data-shell="connected-fr" data-variant="notice"><h1 title="Léa">Bienvenue, Léa</h1><p>Solde : 6,99\u00a0€</p><p>v23 novembre 2026</p></div>' +
        '<div data-shell="connected-en" data-variant="notice"><h1 title="Léa">Bienvenue, Léa</h1><p>Solde : €6.99</p><p>v23 November 2026</p></div>',
    );
    const accepted = screenOf('/user/UserConnected', '', {
      user,
      readingData: { ...readingData, accepted: true },
    });
    expect(accepted).toContain('data-variant="accepted"');
    expect(accepted).not.toContain('data-variant="notice"');
    // No first name: the username, as the page says it.
    expect(
      screenOf('/user/UserConnected', '', {
        user: { ...(user as object), first_name: '' } as never,
        readingData,
      }),
    ).toContain('Bienvenue, lea_m<');
    expect(screenOf('/user/UserConnected', '', { user: null })).toBe('');
    expect(
      screenOf('/user/UserConnected', '', {
        user: { ...(user as object), role: 'admin' } as never,
        readingData,
      }),
    ).toBe('');
    expect(screenOf('/user/UserConnected', 'x=1', { user, readingData })).toBe('');
    expect(screenOf('/user/history', '', { user, readingData })).toBe('');
    expect(loadCustomerScreens(os.tmpdir() + '/arcanes-none')).toBeNull();
  });

  test('through the server: a customer’s page has their copies, filled and never stored; a visitor’s has none', async () => {
    const user = await insertUser(t.app.db, { first_name: HOSTILE, balance_cents: 1398 });
    const { cookie } = await sessionFor(t.app.db, user.id);
    const res = await t.app.inject({ url: '/user/UserConnected', headers: { cookie } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(`<div id="root"><div data-shell="connected-fr" data-variant="notice">`);
    expect(res.body).toContain(`<h1 title="${escapeHtml(HOSTILE)}">Bienvenue, ${escapeHtml(HOSTILE)}</h1>`);
    expect(res.body).toContain('Solde : 13,98\u00a0€');
    expect(res.body).toContain('Solde : €13.98');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--slot:');

    for (const headers of [{}, { cookie: 'arcanes_session=not-a-session' }]) {
      const visitor = await t.app.inject({ url: '/user/UserConnected', headers });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain('data-shell="connected-');
      expect(visitor.body).toContain('<div id="root"></div>');
    }
  });
});
