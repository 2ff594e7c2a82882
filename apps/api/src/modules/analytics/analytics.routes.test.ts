import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { normalisePagePath } from '@arcanes/contracts/analytics';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { pageViewReport } from './analytics.service';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const view = (path: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/pageview', payload: { path } });

describe('page views', () => {
  test('normalises paths: query and fragment dropped, ids folded, junk refused', () => {
    expect(normalisePagePath('/?payment=success#tarifs')).toBe('/');
    expect(normalisePagePath('/user/readings/42/')).toBe('/user/readings/:id');
    expect(normalisePagePath('/x/0b7f2c1e-1c5d-4f7a-9a3e-2b1d6e0c9f11')).toBe('/x/:id');
    expect(normalisePagePath('/user/UserLogin')).toBe('/user/UserLogin');
    expect(normalisePagePath('https://evil.example/')).toBeNull();
    expect(normalisePagePath('//evil.example')).toBeNull();
    expect(normalisePagePath('/<script>')).toBeNull();
    expect(normalisePagePath(`/${'a'.repeat(150)}`)).toBeNull();
  });

  test('counts views per page and day, concurrently, without keeping anything about the visitor', async () => {
    await Promise.all(Array.from({ length: 12 }, () => view('/')));
    expect((await view('/mentions-legales?x=1')).json()).toEqual({ status: 'success' });
    const rows = await t.app.db.selectFrom('page_views').selectAll().orderBy('path').execute();
    expect(rows.map((r) => [r.path, r.views])).toEqual([
      ['/', 12],
      ['/mentions-legales', 1],
    ]);
    expect(rows[0]?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['day', 'path', 'views']);
  });

  test('refuses a path that is not one of ours, with a localised message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { 'accept-language': 'en' },
      payload: { path: 'http://x.io/' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    expect((await view(undefined)).json()).toMatchObject({ code: 'REQUIRED_FIELDS' });
  });

  test('the report is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics/pageviews' })).statusCode).toBe(
      401,
    );
    const user = await insertUser(t.app.db);
    const asUser = await sessionFor(t.app.db, user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/analytics/pageviews', headers: asUser.headers }))
        .statusCode,
    ).toBe(403);
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const asAdmin = await sessionFor(t.app.db, admin.id);
    await t.app.db.insertInto('page_views').values({ day: '2000-01-01', path: '/old', views: 5 }).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics/pageviews?days=7',
      headers: asAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toBe(7);
    expect(body.pages[0]).toEqual({ path: '/', views: 12 });
    expect(body.pages.map((p: { path: string }) => p.path)).not.toContain('/old');
    expect(body.total).toBe(13);
  });

  test('the report also counts views per UTC day, every day of the period listed, oldest first', async () => {
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const asAdmin = await sessionFor(t.app.db, admin.id);
    const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await t.app.db
      .insertInto('page_views')
      .values([
        { day: dayBefore(1), path: '/', views: 4 },
        { day: dayBefore(1), path: '/conditions-generales', views: 2 },
        { day: dayBefore(6), path: '/', views: 1 },
        { day: dayBefore(7), path: '/', views: 50 },
      ])
      .execute();
    const week = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/analytics/pageviews?days=7',
        headers: asAdmin.headers,
      })
    ).json();
    expect(week.since).toBe(dayBefore(6));
    expect(week.by_day.map((d: { date: string }) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayBefore));
    expect(week.by_day[0]).toEqual({ date: dayBefore(6), views: 1 });
    expect(week.by_day[5]).toEqual({ date: dayBefore(1), views: 6 });
    expect(week.by_day[6]).toEqual({ date: dayBefore(0), views: 13 });
    expect(week.by_day.filter((d: { views: number }) => d.views === 0)).toHaveLength(4);
    // Both views of the period add up to the same total.
    expect(week.total).toBe(20);
    expect(week.by_day.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(week.total);
    expect(week.pages).toEqual([
      { path: '/', views: 17 },
      { path: '/conditions-generales', views: 2 },
      { path: '/mentions-legales', views: 1 },
    ]);

    const today = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/analytics/pageviews?days=1',
        headers: asAdmin.headers,
      })
    ).json();
    expect(today.by_day).toEqual([{ date: dayBefore(0), views: 13 }]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/analytics/pageviews?days=367',
          headers: asAdmin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  test('days are UTC calendar days, across a month end, and the period ends today', async () => {
    await t.app.db.insertInto('page_views').values({ day: '2001-02-28', path: '/x', views: 3 }).execute();
    const report = await pageViewReport(t.app.db, 3, new Date('2001-03-01T23:30:00Z'));
    expect(report.since).toBe('2001-02-27');
    expect(report.by_day).toEqual([
      { date: '2001-02-27', views: 0 },
      { date: '2001-02-28', views: 3 },
      { date: '2001-03-01', views: 0 },
    ]);
    expect(report).toMatchObject({ total: 3, pages: [{ path: '/x', views: 3 }] });
  });
});
