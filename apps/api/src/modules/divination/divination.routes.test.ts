import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const chart = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/astrology/chart', payload });

describe('POST /api/astrology/chart', () => {
  test('local civil time at the place, read in its own zone (Paris, summer time)', async () => {
    const res = await chart({ lat: 48.8566, lon: 2.3522, date: '1990-05-17', time: '14:30' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      instant: '1990-05-17T12:30:00.000Z',
      utc_offset_minutes: 120,
      time_status: 'ok',
      time_known: true,
      zone: 'Europe/Paris',
      house_system: 'placidus',
    });
    expect(body.planets).toHaveLength(11);
    expect(body.planets[0]).toMatchObject({ id: 'sun', sign: 'taurus', degree: 26 });
    expect(body.houses).toHaveLength(12);
    expect(body.ascendant).toBeGreaterThan(150);
    expect(body.ascendant).toBeLessThan(180);
    expect(body.aspects.length).toBeGreaterThan(3);
  });

  test('the same chart from the instant itself', async () => {
    const local = (await chart({ lat: 48.8566, lon: 2.3522, date: '1990-05-17', time: '14:30' })).json();
    const utc = (await chart({ lat: 48.8566, lon: 2.3522, instant: '1990-05-17T12:30:00Z' })).json();
    expect(utc.planets).toEqual(local.planets);
    expect(utc.utc_offset_minutes).toBe(120);
  });

  test('clock changes: a skipped time and a repeated time are reported', async () => {
    const gap = (await chart({ lat: 48.8566, lon: 2.3522, date: '2024-03-31', time: '02:30' })).json();
    expect(gap).toMatchObject({ time_status: 'nonexistent', instant: '2024-03-31T01:30:00.000Z' });
    const overlap = (
      await chart({ lat: 48.8566, lon: 2.3522, date: '2024-10-27', time: '02:30', time_fold: 'first' })
    ).json();
    expect(overlap).toMatchObject({
      time_status: 'ambiguous',
      time_fold: 'first',
      instant: '2024-10-27T00:30:00.000Z',
      utc_offset_minutes: 120,
    });
  });

  test('a repeated time is refused until the customer says which (Paris, 31 October 2021, 02:30)', async () => {
    const paris = { lat: 48.8566, lon: 2.3522, date: '2021-10-31', time: '02:30' };
    const asked = await chart(paris);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      code: 'TIME_AMBIGUOUS',
      fields: { time_fold: expect.stringContaining('deux fois') },
    });
    expect(asked.json().message).toContain('UTC+2');
    expect(asked.json().message).toContain('UTC+1');
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/astrology/chart',
      headers: { 'accept-language': 'en' },
      payload: paris,
    });
    expect(en.json().message).toMatch(/^On 2021-10-31 at 02:30 the clocks there went back/);

    const first = (await chart({ ...paris, time_fold: 'first' })).json();
    const second = (await chart({ ...paris, time_fold: 'second' })).json();
    expect(first).toMatchObject({
      instant: '2021-10-31T00:30:00.000Z',
      utc_offset_minutes: 120,
      time_fold: 'first',
    });
    expect(second).toMatchObject({
      instant: '2021-10-31T01:30:00.000Z',
      utc_offset_minutes: 60,
      time_fold: 'second',
    });
    expect(second.ascendant).not.toBe(first.ascendant);
    expect((await chart({ ...paris, time_fold: 'third' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { time_fold: 'Valeur non proposée.' },
    });
    // An ordinary time ignores the fold.
    expect((await chart({ ...paris, date: '2021-10-30', time_fold: 'second' })).json()).toMatchObject({
      time_status: 'ok',
      time_fold: null,
    });
  });

  test('the edges: Reykjavík 1960 at UTC−1, Ushuaia at −3, Tromsø rising in Gemini on whole signs', async () => {
    const reykjavik = (
      await chart({ lat: 64.1466, lon: -21.9426, date: '1960-02-15', time: '23:00' })
    ).json();
    expect(reykjavik).toMatchObject({ zone: 'Atlantic/Reykjavik', utc_offset_minutes: -60 });
    expect(Math.floor(reykjavik.ascendant)).toBe(198); // 18° Libra
    const ushuaia = (await chart({ lat: -54.8019, lon: -68.303, date: '1995-06-01', time: '12:00' })).json();
    expect(ushuaia).toMatchObject({ zone: 'America/Argentina/Ushuaia', utc_offset_minutes: -180 });
    const tromso = (await chart({ lat: 69.6492, lon: 18.9553, date: '1985-12-21', time: '10:00' })).json();
    expect(tromso).toMatchObject({ house_system: 'whole_sign', house_system_requested: 'placidus' });
    expect(Math.floor(tromso.ascendant / 30)).toBe(2); // Gemini
    expect(tromso.houses[0]).toBe(60);
  });

  test('unknown time: no houses nor angles; other house systems', async () => {
    const body = (await chart({ lat: -33.87, lon: 151.21, date: '2001-01-01', time: null })).json();
    expect(body).toMatchObject({
      time_known: false,
      houses: [],
      ascendant: null,
      mc: null,
      zone: 'Australia/Sydney',
    });
    const whole = (
      await chart({ lat: 48.85, lon: 2.35, date: '2001-01-01', time: '08:00', house_system: 'whole_sign' })
    ).json();
    expect(whole.house_system).toBe('whole_sign');
    expect(whole.houses.every((h: number) => h % 30 === 0)).toBe(true);
  });

  test('bad input names the field', async () => {
    expect((await chart({ lon: 2 })).json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      fields: { lat: 'Ce champ est obligatoire.' },
    });
    expect((await chart({ lat: 1, lon: 2 })).json()).toMatchObject({
      code: 'REQUIRED_FIELDS',
      fields: { date: 'Ce champ est obligatoire.' },
    });
    const out = await chart({ lat: 95, lon: 2, date: '1990-01-01', langage: 'en' });
    expect(out.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lat: 'Invalid number.' } });
    expect((await chart({ lat: 1, lon: 2, date: '1990-13-01' })).json().fields).toHaveProperty('date');
  });
});

describe('POST /api/numerology/profile', () => {
  test('the numbers of a name and a birth date, master numbers kept', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/numerology/profile',
      payload: { full_name: 'Jean-François Lefèvre', birth_date: '1968-08-08', current_date: '2026-11-24' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.folded_name).toBe('JEANFRANCOISLEFEVRE');
    for (const key of [
      'life_path',
      'expression',
      'soul_urge',
      'personality',
      'birthday',
      'personal_year',
      'lucky_number',
    ]) {
      expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]).toContain(body[key]);
    }
    expect(body.steps.life_path.length).toBeGreaterThan(1);
  });

  test('a name without letters or a birth after the current date is a 400 naming the field', async () => {
    const noLetters = await t.app.inject({
      method: 'POST',
      url: '/api/numerology/profile',
      payload: { full_name: '1234', birth_date: '1990-01-01' },
    });
    expect(noLetters.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { full_name: expect.stringMatching(/lettres/) },
    });
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/numerology/profile',
      payload: { full_name: 'Ana', birth_date: '2030-01-01', current_date: '2026-01-01' },
    });
    expect(future.json().fields).toHaveProperty('birth_date');
  });
});

describe('POST /api/tarot/draw', () => {
  test('logged in: a face-down deck of 78 kept on the server, the spread for the count', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tarot/draw', payload: { option: 1 } })).statusCode,
    ).toBe(401);
    const user = await insertUser(t.app.db);
    const { headers } = await sessionFor(t.app.db, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tarot/draw',
      headers,
      payload: { option: '3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ option: 3, count: 7, positions: 78 });
    expect(body.spread.positions).toHaveLength(7);
    expect(JSON.stringify(body)).not.toMatch(/cardId|reversed/);
    const row = await t.app.db
      .selectFrom('tarot_draws')
      .selectAll()
      .where('id', '=', body.draw_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, option: 3, card_count: 7, reading_id: null });
    expect(new Set((row.deck as unknown as { cardId: string }[]).map((s) => s.cardId)).size).toBe(78);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/tarot/draw',
      headers,
      payload: { option: 1, count: 5, langage: 'en' },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { count: 'Invalid number.' } });
  });
});
