import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('GET /api/offers: three offers and nine options, in French by default', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/offers' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(
    body.offers.map((o: { option: number; price_cents: number; price: string }) => [
      o.option,
      o.price_cents,
      o.price,
    ]),
  ).toEqual([
    [1, 699, '6,99\u00a0€'],
    [2, 1990, '19,90\u00a0€'],
    [3, 2990, '29,90\u00a0€'],
  ]);
  expect(body.offers[1]).toMatchObject({
    title: 'Prévision à court terme',
    delivery: 'pdf',
    plan_months: 3,
    cta: 'Choisir cette offre',
  });
  expect(body.offers[1].features).toContain('Prévision couvrant 3 mois');
  expect(body.domains.map((d: { id: string; name: string }) => [d.id, d.name])).toEqual([
    ['astrologie', 'Astrologie'],
    ['numerologie', 'Numérologie'],
    ['tarot', 'Tarot'],
  ]);
  expect(body.domains[1].options.map((o: { name: string }) => o.name)).toEqual([
    'Votre numéro de chance',
    'Prévision à court terme',
    'Chemin de vie',
  ]);
  expect(res.headers.vary).toContain('Accept-Language');
});

test('GET /api/offers in English, from Accept-Language or ?lang=', async () => {
  for (const req of [
    { url: '/api/offers', headers: { 'accept-language': 'en-US,en;q=0.8' } },
    { url: '/api/offers?lang=en', headers: {} },
  ]) {
    const body = (await t.app.inject({ method: 'GET', ...req })).json();
    expect(body.offers[0]).toMatchObject({ title: 'Single question', price: '€6.99' });
    expect(body.domains[0].options[2]).toEqual({
      option: 3,
      name: 'Natal chart',
      price_cents: 2990,
      price: '€29.90',
    });
  }
});
