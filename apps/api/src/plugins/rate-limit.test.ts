import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '#api/app.ts';
import { createUser } from '#api/modules/accounts/accounts.service.ts';
import { createTestApp, eventually, type TestApp } from '#api/test/test-app.ts';

const PASSWORD = 'Lune&Soleil9';
const login = (app: App, username: string, password = 'Mauvais#Pass1', lang = 'fr') =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'accept-language': lang },
    payload: { username, password },
  });
const purgeJobs = (app: App) =>
  app.queue.boss.findJobs('rate-limits-purge').then((jobs) => jobs.map((j) => ({ state: j.state })));
const numerology = (app: App) =>
  app.inject({
    method: 'POST',
    url: '/api/numerology/profile',
    payload: { full_name: 'Camille Martin', birth_date: '1990-05-17' },
  });

describe.skipIf(!process.env.DATABASE_URL)(
  'on PostgreSQL, two API instances share the rate-limit counters',
  () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await createTestApp({ RATE_LIMITS: 'true' });
      // A second app on the first one's database, with its own pool: what a second process sees.
      b = await createTestApp({ RATE_LIMITS: 'true', DATABASE_URL: a.config.DATABASE_URL! });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    test('10 login attempts split across both: the 11th is refused on either, localised, with Retry-After', async () => {
      expect(a.app.dbHandle.engine).toBe('postgres');
      const target = await createUser(a.app.db, {
        username: 'cible',
        email: 'cible@exemple.fr',
        password: PASSWORD,
        first_name: 'Noé',
        last_name: 'Martin',
      });
      for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b.app : a.app, 'cible')).statusCode).toBe(401);

      const onA = await login(a.app, 'CIBLE', PASSWORD);
      expect(onA.statusCode).toBe(429);
      expect(onA.json()).toEqual({
        status: 'error',
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Réessayez dans quelques minutes.',
      });
      const retryAfter = Number(onA.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const onB = await login(b.app, 'cible', PASSWORD, 'en');
      expect(onB.statusCode).toBe(429);
      expect(onB.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please try again in a few minutes.',
      });
      expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
      // The admin login shares the counter, and another account from the same address is still answered.
      expect(
        (
          await b.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { username: 'cible', password: PASSWORD },
          })
        ).statusCode,
      ).toBe(429);
      expect((await login(b.app, 'autre_compte')).statusCode).toBe(401);

      // When the window ends (moved into the past here rather than waited for), the account can log in.
      const moved =
        // The counter is keyed on the account the login resolves to (« cible » and « CIBLE » are one).
        await sql`update rate_limits set expires_at = now() - interval '1 second' where key like ${`limiter login:user:${target.id}|%`}`.execute(
          a.app.db,
        );
      expect(Number(moved.numAffectedRows)).toBe(1);
      expect((await login(b.app, 'cible', PASSWORD)).statusCode).toBe(200);
    });

    test('a route limit (60 a minute) holds exactly under concurrent requests through both', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 70 }, (_, i) => numerology(i % 2 ? b.app : a.app).then((r) => r.statusCode)),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(60);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const row = await a.app.db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', 'POST /api/numerology/profile 127.0.0.1')
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(70);
      // Another route keeps its own counter.
      const chart = await a.app.inject({
        method: 'POST',
        url: '/api/astrology/chart',
        payload: { lat: 48.8566, lon: 2.3522, date: '1990-05-17', time: '14:30' },
      });
      expect(chart.statusCode).toBe(200);
      expect(chart.headers['x-ratelimit-remaining']).toBe('59');
    });

    test('a counter that cannot be kept refuses the request (fail closed) without leaking why', async () => {
      await sql`alter table rate_limits rename to rate_limits_away`.execute(a.app.db);
      try {
        const response = await login(b.app, 'quelqu_un');
        expect(response.statusCode).toBe(500);
        expect(response.json()).toMatchObject({ code: 'INTERNAL' });
        expect(response.body).not.toContain('rate_limits');
      } finally {
        await sql`alter table rate_limits_away rename to rate_limits`.execute(a.app.db);
      }
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL outside tests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Outside tests the purge is enqueued at start, then every ten minutes (tests otherwise run it themselves).
    t = await createTestApp({ RATE_LIMITS: 'true', NODE_ENV: 'development' });
  });
  afterAll(async () => t?.close());

  test('the purge of expired counters is enqueued at start and runs', async () => {
    const done = await eventually(async () => {
      const rows = await purgeJobs(t.app);
      return rows.length === 1 && rows[0]!.state === 'completed' ? rows : null;
    });
    expect(done).toHaveLength(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL with RATE_LIMITS=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'false' });
  });
  afterAll(async () => t?.close());

  test('nothing is limited and nothing is counted', async () => {
    for (let i = 0; i < 12; i++) expect((await login(t.app, 'cible')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await numerology(t.app)).headers['x-ratelimit-limit']).toBeUndefined();
    expect(await t.app.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('on PGlite (one process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true', NODE_ENV: 'development' });
  });
  afterAll(async () => t?.close());

  test('limits are counted in memory: the 11th login is refused and the shared table stays empty', async () => {
    expect(t.app.dbHandle.engine).toBe('pglite');
    for (let i = 0; i < 10; i++) expect((await login(t.app, 'cible')).statusCode).toBe(401);
    const eleventh = await login(t.app, 'cible');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await numerology(t.app)).headers['x-ratelimit-limit']).toBe('60');
    expect(await t.app.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
    expect(await purgeJobs(t.app)).toEqual([]); // nothing to purge, so no purge scheduled
  });
});
