import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

/**
 * The served HTML of the public pages (free tools, card library) carries their own title,
 * description, language and addresses before any JavaScript: what a search engine reads. The app
 * is served from a folder holding the web app's own index.html (the one the build starts from).
 */
let t: TestApp;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-web-'));
  const here = path.dirname(fileURLToPath(import.meta.url));
  fs.copyFileSync(path.join(here, '..', '..', '..', 'web', 'index.html'), path.join(web, 'index.html'));
  t = await createTestApp({ WEB_DIST: web, PUBLIC_URL: 'https://arcanes.example' });
});
afterAll(async () => t?.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body;
  const attr = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    lang: attr(/<html lang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    ),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    titles: html.match(/<title>/g)?.length ?? 0,
    descriptions: html.match(/<meta\s+name="description"/g)?.length ?? 0,
  };
}

describe('the public pages’ HTML, before any JavaScript', () => {
  test('the free birth chart, in French and in English, share link included', async () => {
    const fr = await page('/theme-astral?date=1990-05-17&time=14%3A30&place=2988507');
    expect(fr).toMatchObject({
      status: 200,
      lang: 'fr',
      title: 'Thème astral gratuit — Arcanes',
      canonical: 'https://arcanes.example/theme-astral',
      titles: 1,
      descriptions: 1,
    });
    expect(fr.type).toContain('text/html');
    expect(fr.description).toMatch(/^Calculez votre thème astral gratuitement/);
    expect(fr.alternates).toEqual([
      'fr https://arcanes.example/theme-astral',
      'en https://arcanes.example/en/birth-chart',
      'x-default https://arcanes.example/theme-astral',
    ]);
    const en = await page('/en/birth-chart');
    expect(en).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Free birth chart — Arcanes',
      canonical: 'https://arcanes.example/en/birth-chart',
    });
    expect(en.description).toMatch(/^Draw your birth chart for free/);
  });

  test('the free numerology and the card library', async () => {
    expect(await page('/numerologie')).toMatchObject({ lang: 'fr', title: 'Numérologie gratuite — Arcanes' });
    expect(await page('/en/numerology')).toMatchObject({ lang: 'en', title: 'Free numerology — Arcanes' });
    expect(await page('/tarot/cartes')).toMatchObject({
      lang: 'fr',
      title: 'Les 78 cartes du tarot de Marseille — Arcanes',
    });
    expect(await page('/en/tarot/cards/')).toMatchObject({
      lang: 'en',
      title: 'The 78 cards of the Tarot de Marseille — Arcanes',
      canonical: 'https://arcanes.example/en/tarot/cards',
    });
  });

  test('a card’s page names the card; its address in the other language leads to its own', async () => {
    const fr = await page('/tarot/cartes/la-papesse');
    expect(fr).toMatchObject({
      status: 200,
      lang: 'fr',
      title: 'La Papesse\u00a0: signification au tarot de Marseille — Arcanes',
      canonical: 'https://arcanes.example/tarot/cartes/la-papesse',
    });
    expect(fr.description).toMatch(/^La Papesse \(Arcane majeur II\)\u00a0: /);
    expect(fr.alternates).toContain('en https://arcanes.example/en/tarot/cards/the-popess');
    const en = await page('/en/tarot/cards/la-papesse');
    expect(en).toMatchObject({
      lang: 'en',
      title: 'The Popess: meaning in the Tarot de Marseille — Arcanes',
      canonical: 'https://arcanes.example/en/tarot/cards/the-popess',
    });
    expect((await page('/en/tarot/cards/queen-of-cups')).title).toMatch(/^Queen of Cups: /);
  });

  test('a minor’s page is named with its suit in the plural; its old singular address redirects for good', async () => {
    const now = await page('/tarot/cartes/reine-de-coupes');
    expect(now).toMatchObject({
      status: 200,
      title: 'Reine de Coupes\u00a0: signification au tarot de Marseille — Arcanes',
      canonical: 'https://arcanes.example/tarot/cartes/reine-de-coupes',
    });
    const old = await t.app.inject({ method: 'GET', url: '/tarot/cartes/reine-de-coupe' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/tarot/cartes/reine-de-coupes');
    // Every old French address of a minor leads to its own card, the query kept.
    const epee = await t.app.inject({ method: 'GET', url: '/tarot/cartes/as-d-epee?ref=x' });
    expect([epee.statusCode, epee.headers.location]).toEqual([301, '/tarot/cartes/as-d-epees?ref=x']);
    const denier = await t.app.inject({ method: 'GET', url: '/tarot/cartes/neuf-de-denier' });
    expect(denier.headers.location).toBe('/tarot/cartes/neuf-de-deniers');
    // The English addresses did not change; a major's address is not redirected.
    expect((await page('/en/tarot/cards/six-of-swords')).status).toBe(200);
    expect((await page('/tarot/cartes/la-lune')).status).toBe(200);
    // Nothing else is taken for an old address.
    expect((await page('/tarot/cartes/onze-de-coupe')).status).toBe(404);
  });

  test('an unknown card is a 404 page that asks not to be indexed', async () => {
    const res = await page('/tarot/cartes/la-licorne');
    expect(res).toMatchObject({ status: 404, title: 'Page introuvable — Arcanes', robots: 'noindex' });
    expect(res.canonical).toBeNull();
  });

  test('a sign’s daily horoscope is titled with the sign and the day, its first lines as description', async () => {
    const fr = await page('/horoscope/lion');
    expect(fr).toMatchObject({
      status: 200,
      lang: 'fr',
      canonical: 'https://arcanes.example/horoscope/lion',
    });
    expect(fr.title).toMatch(/^Horoscope du jour Lion\u00a0— \p{L}+ \d{1,2} \p{L}+ \d{4} — Arcanes$/u);
    expect(fr.description).toMatch(/^Lion : la Lune éclaire /);
    expect(fr.alternates).toContain('en https://arcanes.example/en/horoscope/leo');
    // The other language's word leads to the sign's own address in that language.
    const en = await page('/en/horoscope/lion');
    expect(en).toMatchObject({ lang: 'en', canonical: 'https://arcanes.example/en/horoscope/leo' });
    expect(en.title).toMatch(/^Leo horoscope for today — \p{L}+ \d{1,2} \p{L}+ \d{4} — Arcanes$/u);
    expect(await page('/horoscope')).toMatchObject({ title: 'Horoscope du jour et ciel du jour — Arcanes' });
    expect(await page('/horoscope/licorne')).toMatchObject({ status: 404, robots: 'noindex' });
  });

  test('other pages keep the site’s own head', async () => {
    const home = await page('/');
    expect(home).toMatchObject({
      status: 200,
      lang: 'fr',
      title: 'Arcanes — astrologie, numérologie, tarot',
    });
    expect(home.canonical).toBeNull();
    expect((await page('/mentions-legales')).title).toBe('Arcanes — astrologie, numérologie, tarot');
  });

  test('an address the app has no page for answers 404 with the app’s not-found page; the app’s own pages 200', async () => {
    for (const url of ['/accessibilite-nope', '/user/nope', '/admin/unknown', '/tarot', '/en/nothing-here']) {
      const res = await page(url);
      expect(res, url).toMatchObject({ status: 404, robots: 'noindex' });
      expect(res.type).toContain('text/html');
      // The same app (it shows « Page introuvable »), its language left to the visitor's choice.
      expect(res.title).toBe('Arcanes — astrologie, numérologie, tarot');
    }
    for (const url of [
      '/',
      '/accessibilite',
      '/en/accessibility',
      '/mentions-legales',
      '/conditions-generales/',
      '/user/UserLogin',
      '/user/userlogin?next=1',
      '/user/history',
      '/admin',
      '/admin/reviews',
      '/workflow/confirmation?session_id=x',
      '/choisir-un-domaine',
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.robots, url).toBeNull();
    }
    // /api stays JSON.
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
