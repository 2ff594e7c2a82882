import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIGN_IDS } from '@arcanes/domain/astrology/zodiac';
import { addDays } from '@arcanes/domain/calendar/civil-dates';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, lang: 'fr' | 'en' = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

describe('the free daily pages (issue 39)', () => {
  test('the sky of today: the Moon, the twelve signs with their headlines, the card of the day; kept for the day', async () => {
    const res = await get('/api/daily');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date).toBe(todayInParis());
    expect(body.zone).toBe('Europe/Paris');
    expect(SIGN_IDS).toContain(body.moon.sign);
    expect(body.moon.illumination).toBeGreaterThanOrEqual(0);
    expect(body.moon.illumination).toBeLessThanOrEqual(100);
    expect(body.bodies).toHaveLength(10);
    expect(body.signs.map((s: { sign: string }) => s.sign)).toEqual([...SIGN_IDS]);
    for (const s of body.signs) expect(s.headline).toMatch(new RegExp(`^${s.name} : la Lune éclaire `));
    expect(body.card.card.slugs.fr).toMatch(/^[a-z0-9-]+$/);
    expect(body.card.text.length).toBeGreaterThan(40);
    expect(body.previous_date).toBe(addDays(body.date, -1));
    // The same for everyone until the Paris day ends: cacheable, and the same card on the next ask.
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1])).toBeLessThanOrEqual(
      86_400,
    );
    expect((await get('/api/daily')).json().card.card.id).toBe(body.card.card.id);
  });

  test('a sign’s horoscope by its word in either language, written in the visitor’s language', async () => {
    const fr = await get('/api/daily/lion');
    expect(fr.statusCode).toBe(200);
    const h = fr.json();
    expect(h).toMatchObject({ sign: 'leo', slug: { fr: 'lion', en: 'leo' }, name: 'Lion' });
    expect(h.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(h.paragraphs.join(' ')).toMatch(/La Lune /);
    expect(h.facts.some((f: string) => /^Lune en /.test(f))).toBe(true);
    const en = (await get('/api/daily/lion', 'en')).json();
    expect(en.name).toBe('Leo');
    expect(en.paragraphs.join(' ')).toMatch(/The Moon /);
    expect((await get('/api/daily/leo')).json().name).toBe('Lion');
  });

  test('another day within a week, not further; an unknown sign is 404; a bad date a clear 400', async () => {
    const today = todayInParis();
    const later = await get(`/api/daily/vierge?date=${addDays(today, 7)}`);
    expect(later.statusCode).toBe(200);
    expect(later.json().next_date).toBeNull();
    const far = await get(`/api/daily?date=${addDays(today, 8)}`);
    expect(far.statusCode).toBe(400);
    expect(far.json().fields.date).toBe('Choisissez un jour à moins d’une semaine d’aujourd’hui.');
    const farEn = await get(`/api/daily?date=${addDays(today, -8)}`, 'en');
    expect(farEn.json().fields.date).toBe('Choose a day within a week of today.');
    expect((await get('/api/daily?date=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/daily/licorne')).statusCode).toBe(404);
  });
});
