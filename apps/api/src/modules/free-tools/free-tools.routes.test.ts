import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PARIS = '2988507';
const get = (url: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const chart = (query: string, lang = 'fr') => get(`/api/free/birth-chart?${query}`, lang);
const numbers = (query: string, lang = 'fr') => get(`/api/free/numerology?${query}`, lang);

describe('GET /api/free/birth-chart', () => {
  test('positions with sign, degree, house, retrograde and dignity; houses named; aspects with orbs', async () => {
    const res = await chart(`date=1990-05-17&time=14:30&place=${PARIS}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.place).toMatchObject({ id: PARIS, name: 'Paris', zone: 'Europe/Paris' });
    expect(body.chart).toMatchObject({ instant: '1990-05-17T12:30:00.000Z', utc_offset_minutes: 120 });
    expect(body.house_system_name).toBe('Placidus');
    expect(body.house_system_note).toBeNull();
    const sun = body.positions.find((p: { id: string }) => p.id === 'sun');
    expect(sun).toMatchObject({ name: 'Soleil', sign: 'taurus', sign_name: 'Taureau', degree: 26, house: 9 });
    expect(body.positions.map((p: { id: string }) => p.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'node',
      'ascendant',
      'mc',
    ]);
    // Saturn in Capricorn is at home; the node is never called retrograde, being always so.
    expect(body.positions.find((p: { id: string }) => p.id === 'saturn')).toMatchObject({
      sign: 'capricorn',
      dignity: 'domicile',
      dignity_name: 'domicile',
    });
    expect(body.positions.find((p: { id: string }) => p.id === 'node').retrograde).toBe(false);
    expect(body.houses).toHaveLength(12);
    expect(body.houses[0]).toMatchObject({
      house: 1,
      sign: 'virgo',
      ruler: 'mercury',
      ruler_name: 'Mercure',
    });
    const orbs = body.aspects.map((a: { orb: number }) => a.orb);
    expect(orbs).toEqual([...orbs].sort((x, y) => x - y));
    expect(body.aspects[0]).toMatchObject({ type_name: expect.any(String), glyph: expect.any(String) });
    const elements = body.balance.elements.reduce((s: number, e: { score: number }) => s + e.score, 0);
    // Sun, Moon and Ascendant 3, personal planets 2, Jupiter and Saturn 1, the outer three ½.
    expect(elements).toBe(3 * 3 + 3 * 2 + 2 * 1 + 3 * 0.5);
    expect(body.portrait.map((s: { heading: string }) => s.heading)).toContain('Le Soleil');
    expect(body.portrait[0].body).toContain('Soleil à 26°');
  });

  test('the share link reproduces the chart exactly', async () => {
    const first = (await chart(`place=${PARIS}&time=08:05&date=1975-01-02&system=whole_sign`)).json();
    expect(first.share_query).toBe(`date=1975-01-02&time=08%3A05&place=${PARIS}&system=whole_sign`);
    const again = await chart(first.share_query);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(first.house_system_name).toBe('signes entiers');
  });

  test('an unknown birth time: no Ascendant nor houses, and the portrait says why', async () => {
    const body = (await chart(`date=1990-05-17&place=${PARIS}&time=`)).json();
    expect(body.query.time).toBeNull();
    expect(body.chart.time_known).toBe(false);
    expect(body.houses).toEqual([]);
    expect(body.positions.map((p: { id: string }) => p.id)).not.toContain('ascendant');
    expect(body.positions.every((p: { house: unknown }) => p.house === null)).toBe(true);
    expect(body.portrait.map((s: { heading: string }) => s.heading)).toContain('L’heure de naissance');
    expect(body.share_query).toBe(`date=1990-05-17&place=${PARIS}`);
  });

  test('a time the clocks showed twice is asked about, then kept in the share link', async () => {
    const asked = await chart(`date=2021-10-31&time=02:30&place=${PARIS}`);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ code: 'TIME_AMBIGUOUS', fields: { fold: expect.any(String) } });
    const second = (await chart(`date=2021-10-31&time=02:30&place=${PARIS}&fold=second`)).json();
    expect(second.chart).toMatchObject({ instant: '2021-10-31T01:30:00.000Z', time_fold: 'second' });
    expect(second.share_query).toContain('fold=second');
  });

  test('in English: names, systems and portrait', async () => {
    const body = (await chart(`date=1990-05-17&time=14:30&place=${PARIS}&system=equal`, 'en')).json();
    expect(body.positions[0]).toMatchObject({ name: 'Sun', sign_name: 'Taurus' });
    expect(body.house_system_name).toBe('Equal houses');
    expect(body.place.country_name).toBe('France');
    expect(body.portrait[0].heading).toBe('The Sun');
  });

  test('patterns are named, with their members and what the figure is', async () => {
    // 5 February 1962: seven bodies in Aquarius (the famous stellium).
    const body = (await chart(`date=1962-02-05&time=12:00&place=${PARIS}`)).json();
    const stellium = body.patterns.find((p: { kind: string }) => p.kind === 'stellium');
    expect(stellium.label).toMatch(/^Stellium en Verseau\u00a0: /);
    expect(stellium.members.length).toBeGreaterThanOrEqual(5);
    expect(stellium.meaning).toContain('Trois planètes ou plus');
  });

  test('near the pole Placidus is undefined: whole signs, and the page is told why', async () => {
    const places = await get('/api/places?q=Tromsø');
    const tromso = places.json().places[0];
    expect(tromso.name).toBe('Tromsø');
    const body = (await chart(`date=1990-06-21&time=12:00&place=${tromso.id}`)).json();
    expect(body.chart.house_system).toBe('whole_sign');
    expect(body.house_system_note).toContain('cercle polaire');
  });

  test('bad input: a clear localised error naming the field', async () => {
    const noPlace = await chart('date=1990-05-17&place=1');
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json()).toMatchObject({ code: 'PLACE_NOT_FOUND', fields: { place: expect.any(String) } });
    const enPlace = await chart('date=1990-05-17&place=1', 'en');
    expect(enPlace.json().message).toMatch(/^Place not found/);

    const badDate = await chart(`date=1990-02-30&place=${PARIS}`);
    expect(badDate.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { date: 'Date invalide (AAAA-MM-JJ).' },
    });
    const old = await chart(`date=1850-01-01&place=${PARIS}`, 'en');
    expect(old.json().fields).toEqual({ date: 'The date must lie between 1900 and 2100.' });
    const badTime = await chart(`date=1990-05-17&time=25:00&place=${PARIS}`);
    expect(badTime.json().fields).toEqual({ time: 'Heure invalide (HH:MM).' });
    const badSystem = await chart(`date=1990-05-17&place=${PARIS}&system=koch`);
    expect(badSystem.json().fields).toEqual({ system: 'Valeur non proposée.' });
    const missing = await chart('time=10:00');
    expect(missing.json()).toMatchObject({ code: 'REQUIRED_FIELDS' });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['date', 'place']);
  });
});

describe('GET /api/free/numerology', () => {
  test('each core number with its working: letters → values → sums → reduction', async () => {
    const res = await numbers('name=Marie Curie&birth_date=1992-11-22&year=2026');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.letters.map((l: { letter: string }) => l.letter).join('')).toBe('MARIECURIE');
    expect(body.letters[0]).toEqual({ letter: 'M', value: 4, kind: 'consonant', part: 0 });
    const by = (key: string) => body.numbers.find((n: { key: string }) => n.key === key);
    expect(by('expression')).toMatchObject({
      name: 'Nombre d’expression',
      value: 3,
      steps: [
        { label: null, working: 'MARIE → 4+1+9+9+5 = 28' },
        { label: null, working: 'CURIE → 3+3+9+9+5 = 29' },
        { label: 'Total', working: '28 + 29 = 57 → 5+7 = 12 → 1+2 = 3' },
      ],
    });
    expect(by('soul_urge').value).toBe(5);
    expect(by('personality').value).toBe(7);
    // Decoz's example: 22 November 1992 → 11 + 22 + 3 = 36 → 9, the masters kept in the parts.
    expect(by('life_path')).toMatchObject({
      value: 9,
      steps: [
        { label: 'Mois', working: '11' },
        { label: 'Jour', working: '22' },
        { label: 'Année', working: '1+9+9+2 = 21 → 2+1 = 3' },
        { label: 'Total', working: '11 + 22 + 3 = 36 → 3+6 = 9' },
      ],
    });
    expect(by('birthday')).toMatchObject({ value: 22, master: true });
    expect(by('personal_year').steps[2].working).toBe('2+0+2+6 = 10 → 1+0 = 1');
    expect(by('life_path').meaning.length).toBeGreaterThan(40);
    expect(body.inclusion_grid.find((g: { number: number }) => g.number === 9).count).toBe(4);
    expect(body.karmic_lessons.map((l: { number: number }) => l.number)).toEqual([2, 6, 7, 8]);
  });

  test('the share link reproduces the numbers, year included', async () => {
    const first = (await numbers('name=Jean-François d’Arc&birth_date=1980-02-09&year=2025', 'en')).json();
    expect(first.share_query).toBe('name=Jean-Fran%C3%A7ois+d%E2%80%99Arc&birth_date=1980-02-09&year=2025');
    expect((await numbers(first.share_query, 'en')).json()).toEqual(first);
    expect(first.numbers[0].name).toBe('Life path');
  });

  test('without a year: this year in Paris', async () => {
    const body = (await numbers('name=Marie Curie&birth_date=1992-11-22')).json();
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(new Date()),
    );
    expect(body.query.year).toBe(year);
    expect(body.share_query).toContain(`year=${year}`);
  });

  test('bad input: a clear localised error naming the field', async () => {
    const noLetters = await numbers('name=1234&birth_date=1992-11-22');
    expect(noLetters.statusCode).toBe(400);
    expect(noLetters.json().fields).toEqual({
      name: 'Le nom doit contenir des lettres, dont au moins une voyelle et une consonne.',
    });
    const before = await numbers('name=Marie&birth_date=1992-11-22&year=1990', 'en');
    expect(before.json().fields).toEqual({ year: 'Choose the year of birth or a later year.' });
    const future = await numbers('name=Marie&birth_date=2999-01-01');
    expect(future.json().fields).toEqual({ birth_date: 'La date ne peut pas être dans le futur.' });
    const missing = await numbers('birth_date=1992-11-22');
    expect(missing.json()).toMatchObject({ code: 'REQUIRED_FIELDS', fields: { name: expect.any(String) } });
  });
});

describe('rate limits (decision 0104: counted in PostgreSQL when it is the database)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'true' });
    // On PostgreSQL, a second app on the same database: what a second process sees.
    b = process.env.DATABASE_URL
      ? await createTestApp({ RATE_LIMITS: 'true', DATABASE_URL: a.config.DATABASE_URL! })
      : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  for (const [url, name] of [
    [`/api/free/birth-chart?date=1990-05-17&place=${PARIS}`, 'birth chart'],
    ['/api/free/numerology?name=Marie&birth_date=1992-11-22', 'numerology'],
  ] as const) {
    test(`${name}: 30 a minute per address, the 31st refused (localised, Retry-After)`, async () => {
      for (let i = 0; i < 30; i++) {
        const res = await (i % 2 ? b : a).app.inject({ method: 'GET', url });
        expect(res.statusCode, res.body).toBe(200);
      }
      const refused = await a.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const other = await b.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(other.statusCode).toBe(200);
    });
  }
});

describe('the OpenAPI document', () => {
  test('describes the free tools and the card library with their parameters', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const params = (path: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string; required?: boolean }[]).map(
        (p) => `${p.in}:${p.name}${p.required ? '!' : ''}`,
      );
    expect(params('/api/free/birth-chart')).toEqual(
      expect.arrayContaining(['query:date!', 'query:time', 'query:place!', 'query:fold', 'query:system']),
    );
    expect(params('/api/free/numerology')).toEqual(
      expect.arrayContaining(['query:name!', 'query:birth_date!', 'query:year']),
    );
    expect(params('/api/tarot/cards/{slug}')).toContain('path:slug!');
    expect(doc.paths['/api/user/card-of-the-day'].get.responses).toHaveProperty('200');
    expect(
      doc.paths['/api/free/birth-chart'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('share_query');
  });
});
