import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// The build lists each address's chunks (apps/web/build/route-preloads.ts); the HTML of that address
// gives them to start.js, which asks for them with the entry (decision 0246).
let t: TestApp;
let web: string;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Arcanes</title></head><body><div id="root"></div>' +
      '<script src="/start.js" data-entry="/assets/index.js" data-preload="/assets/react.js" defer></script></body></html>',
  );
  fs.writeFileSync(
    path.join(web, 'route-preloads.json'),
    JSON.stringify({
      '/choisir-un-domaine': ['/assets/user-domains-route-a1.js', '/assets/domain-workspace-b2.css'],
      '/en/tarot/cards/:slug': ['/assets/card-route-c3.js'],
      '/user/UserLogin': ['/assets/login-route-d4.js', '/assets/"><script>x.js'],
    }),
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** The files the page gives start.js beside the entry's. */
const pageFiles = (body: string) =>
  /<script src="\/start\.js" data-page-preload="([^"]*)"/.exec(body)?.[1] ?? null;

test('the page of a listed address names its chunks and CSS for start.js', async () => {
  const res = await t.app.inject({ url: '/choisir-un-domaine?from=home' });
  expect(res.statusCode).toBe(200);
  expect(pageFiles(res.body)).toBe('/assets/user-domains-route-a1.js /assets/domain-workspace-b2.css');
  expect(res.body).toContain('data-entry="/assets/index.js" data-preload="/assets/react.js" defer></script>');
  expect(res.body).toContain('<title>Arcanes</title>');
  // As the router matches: any case, with or without a trailing slash.
  for (const url of ['/Choisir-un-domaine', '/choisir-un-domaine/']) {
    expect((await t.app.inject({ url })).body, url).toContain('user-domains-route-a1.js');
  }
});

test('an address with a parameter matches its pattern; the page head is kept', async () => {
  const res = await t.app.inject({ url: '/en/tarot/cards/the-fool' });
  expect(pageFiles(res.body)).toBe('/assets/card-route-c3.js');
  expect(res.body).toContain('<html lang="en" data-address-lang');
  for (const url of ['/en/tarot/cards', '/en/tarot/cards/the-fool/more']) {
    expect((await t.app.inject({ url })).body, url).not.toContain('card-route-c3.js');
  }
});

test('no preload for other addresses, the API, or a name that is not a built file', async () => {
  for (const url of ['/', '/inconnue', '/choisir-un-domaine-bis']) {
    const res = await t.app.inject({ url });
    // An address the app does not know is its « Page introuvable » with status 404 (decision 0291).
    expect(res.statusCode, url).toBe(url === '/' ? 200 : 404);
    expect(res.body, url).not.toContain('data-page-preload');
  }
  const api = await t.app.inject({ url: '/api/choisir-un-domaine' });
  expect(api.statusCode).toBe(404);
  expect(api.body).not.toContain('data-page-preload');
  const login = await t.app.inject({ url: '/user/UserLogin' });
  expect(pageFiles(login.body)).toBe('/assets/login-route-d4.js');
  expect(login.body).not.toContain('<script>');
});
