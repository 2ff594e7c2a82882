import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertUser, sessionFor } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ORIGIN = 'http://127.0.0.1:3000';

async function buyForecast(cookie: string, domain: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: { cookie },
    payload: { option: 2, domain, method: 'card', immediate_execution: true, withdrawal_waiver: true },
  });
  const id = res.json().payment_id as string;
  await t.app.inject({
    method: 'POST',
    url: `/api/payments/demo/${id}/succeed`,
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'lang=fr',
  });
  return id;
}

describe('GET /api/user/forecasts', () => {
  test('each forecast bought shows the period it covers, in the reader’s language; no subscription words', async () => {
    const u = await insertUser(t.app.db);
    const { cookie } = await sessionFor(t.app.db, u.id);
    await buyForecast(cookie, 'tarot');
    const old = await buyForecast(cookie, 'astrologie');
    await sql`update subscriptions set starts_at = now() - interval '4 months', end_date = now() - interval '1 month' where payment_id = ${old}`.execute(
      t.app.db,
    );
    const fr = (
      await t.app.inject({ method: 'GET', url: '/api/user/forecasts', headers: { cookie } })
    ).json();
    expect(fr.current).toBe(1);
    expect(fr.forecasts.map((f: { title: string; state: string }) => [f.title, f.state])).toEqual([
      ['Prévision à court terme (3 mois) — Tarot', 'covering'],
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
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(en.json().forecasts[0].title).toBe('Short-term forecast (3 months) — Tarot');
    expect(en.body).not.toMatch(/subscri|abonnement/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/forecasts' })).statusCode).toBe(401);
  });
});
