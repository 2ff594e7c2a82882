import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  // No workers: the forecast readings stay queued (no PDF is written for these tests).
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

const ORIGIN = 'http://127.0.0.1:3000';

/** A customer ready to order readings: consent, the reading-data notice accepted, credit, a session. */
async function customer() {
  const user = await insertUser(t.app.db);
  await recordConsent(t.app.db, {
    owner: { userId: user.id, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
  await topUp(t.app.db, { userId: user.id, cents: 10_000, key: `test-credit-${user.id}` });
  return { user, ...(await sessionFor(t.app.db, user.id)) };
}

const BIRTH = { date_of_birth: '1985-11-02', time_of_birth: '07:45', place_of_birth: 'Lyon', sexe: 'homme' };

/** Orders a reading through its HTTP route, as the site does (readings are another module). */
async function order(
  headers: Record<string, string>,
  kind: 'astrology2' | 'numerology2' | 'numerology1',
  key?: string,
) {
  const url = {
    astrology2: '/api/openai/astrology/option2',
    numerology2: '/api/openai/numerology/option2',
    numerology1: '/api/openai/numerology/option1',
  }[kind];
  const payload =
    kind === 'astrology2'
      ? { ...BIRTH, first_name: 'Julien', langage: 'fr' }
      : kind === 'numerology2'
        ? { dateOfBirth: '1972-02-29', firstName: 'Hélène', lastName: 'Dupré', langage: 'fr' }
        : {
            dateOfBirth: '1990-05-17',
            timeOfBirth: '14:30',
            placeOfBirth: 'Paris',
            sexe: 'femme',
            lastName: 'Martin',
            firstName: 'Camille',
            currentDate: '2026-11-24',
            domain: 'travail',
            langage: 'fr',
          };
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

describe('GET /api/user/forecasts', () => {
  test('each forecast reading ordered shows the period it covers, in the reader’s language; no subscription words', async () => {
    const { user, headers, cookie } = await customer();
    const numerology = await order(headers, 'numerology2');
    expect(numerology.statusCode, numerology.body).toBe(200);
    const astro = await order(headers, 'astrology2');
    expect(astro.statusCode, astro.body).toBe(200);
    // Other options are not forecasts; a top-up of 19,90 € is not one either (decision 0210).
    expect((await order(headers, 'numerology1')).statusCode).toBe(200);
    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { cookie },
      payload: { option: 2, method: 'card', immediate_execution: true, withdrawal_waiver: true },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${topUp.json().payment_id}/succeed`,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lang=fr',
    });
    const rows = await t.app.db
      .selectFrom('subscriptions')
      .select(['reading_id', 'payment_id', 'plan'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.plan).sort()).toEqual(['forecast-3m:astrologie', 'forecast-3m:numerologie']);
    expect(rows.every((r) => r.reading_id !== null && r.payment_id === null)).toBe(true);

    const astroId = astro.json().reading_id as string;
    await sql`update subscriptions set starts_at = now() - interval '4 months', end_date = now() - interval '1 month'
      where reading_id = ${astroId}`.execute(t.app.db);
    const fr = (await t.app.inject({ method: 'GET', url: '/api/user/forecasts', headers })).json();
    expect(fr.current).toBe(1);
    expect(fr.forecasts.map((f: { title: string; state: string }) => [f.title, f.state])).toEqual([
      ['Prévision à court terme (3 mois) — Numérologie', 'covering'],
      ['Prévision à court terme (3 mois) — Astrologie', 'ended'],
    ]);
    const covering = fr.forecasts[0];
    const months =
      (new Date(covering.ends_at).getTime() - new Date(covering.starts_at).getTime()) / (30.44 * 86_400_000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/user/forecasts',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(en.json().forecasts[0].title).toBe('Short-term forecast (3 months) — Numerology');
    expect(en.body).not.toMatch(/subscri|abonnement/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/forecasts' })).statusCode).toBe(401);
  });

  test('a refunded forecast reading reads « remboursée »; replaying the order records one forecast', async () => {
    const { user, headers } = await customer();
    const first = await order(headers, 'astrology2', 'forecast-once');
    const replay = await order(headers, 'astrology2', 'forecast-once');
    expect(replay.json().reading_id).toBe(first.json().reading_id);
    const rows = await t.app.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    // What the delivery job does when it cannot write the report (readings module: reading-refund.ts).
    await t.app.db
      .updateTable('readings')
      .set({ status: 'refunded', refunded_at: new Date() })
      .where('id', '=', first.json().reading_id)
      .execute();
    const body = (await t.app.inject({ method: 'GET', url: '/api/user/forecasts', headers })).json();
    expect(body.forecasts.map((f: { state: string }) => f.state)).toEqual(['refunded']);
    expect(body.current).toBe(0);
    const sub = (await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers })).json();
    expect(sub).toMatchObject({ active: false, status_code: 'inactive' });
  });
});
