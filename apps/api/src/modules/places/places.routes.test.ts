import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/places', () => {
  test('answers the prefix search with labels, coordinates and zones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/places?q=par&limit=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const { places } = res.json();
    expect(places).toHaveLength(3);
    expect(places[0]).toEqual({
      id: '2988507',
      name: 'Paris',
      region: 'Île-de-France',
      country: 'FR',
      country_name: 'France',
      label: 'Paris, Île-de-France, France',
      lat: 48.85341,
      lon: 2.3488,
      zone: 'Europe/Paris',
      population: 2138551,
    });
  });

  test('English names of countries for an English request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/places?q=londres&limit=1',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json().places[0]).toMatchObject({ name: 'London', country_name: 'United Kingdom' });
  });

  test('an empty query gives no places; a bad limit is refused naming the field', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/places?q=' })).json()).toEqual({ places: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/places?q=par&limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { limit: expect.any(String) } });
  });
});
