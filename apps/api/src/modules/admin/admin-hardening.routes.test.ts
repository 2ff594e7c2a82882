import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { exportedData } from '#api/test/exported-data.ts';

// Issue 16, finding 5 (the low ones on the admin side): ids out of range, answers kept by caches,
// the export naming the acting administrator, a reused Idempotency-Key reporting a false change.
let t: TestApp;
let admin: Awaited<ReturnType<typeof insertUser>>;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await insertUser(t.app.db, { role: 'admin', username: 'chef_des_comptes' });
  adminHeaders = (await sessionFor(t.app.db, admin.id)).headers;
});
afterAll(async () => t?.close());

test('ids beyond the database range are a 400, not a 500', async () => {
  const user = await insertUser(t.app.db);
  const own = (await sessionFor(t.app.db, user.id)).headers;
  for (const [method, url, headers] of [
    ['GET', '/api/admin/users/99999999999', adminHeaders],
    ['PUT', '/api/admin/update-user/2147483648', adminHeaders],
    ['DELETE', '/api/admin/delete-user/99999999999', adminHeaders],
    ['GET', '/api/admin/payments?user_id=99999999999', adminHeaders],
    ['GET', '/api/user/99999999999', own],
  ] as const) {
    const res = await t.app.inject({ method, url, headers, payload: method === 'PUT' ? {} : undefined });
    expect(res.statusCode, url).toBe(400);
  }
  const logs = await t.app.inject({ url: '/api/admin/logs?actor=99999999999', headers: adminHeaders });
  expect(logs.statusCode).toBe(200);
  expect(logs.json().total).toBe(0);
  expect((await t.app.inject({ url: '/api/admin/users/2147483647', headers: adminHeaders })).statusCode).toBe(
    404,
  );
});

test('answers with personal data or a token are never stored by a cache', async () => {
  const user = await insertUser(t.app.db);
  const { headers } = await sessionFor(t.app.db, user.id);
  for (const [url, h] of [
    ['/api/user/profile', headers],
    [`/api/user/${user.id}`, headers],
    ['/api/user/payments', headers],
    ['/api/admin/users', adminHeaders],
    ['/api/admin/summary', adminHeaders],
    ['/api/user/profile', {}], // a refusal too
  ] as const) {
    const res = await t.app.inject({ url, headers: h });
    expect(res.headers['cache-control'], url).toBe('no-store');
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: 'nobody', password: 'Mauvais#Pass1' },
  });
  expect(login.headers['cache-control']).toBe('no-store');
  // Public texts keep their own policy.
  expect((await t.app.inject({ url: '/api/legal' })).headers['cache-control']).toMatch(/^public/);
});

test("the GDPR export lists an administrator's change without their name or address", async () => {
  const user = await insertUser(t.app.db);
  const edit = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/update-user/${user.id}`,
    headers: adminHeaders,
    payload: { first_name: 'Léa' },
    remoteAddress: '203.0.113.50',
  });
  expect(edit.statusCode).toBe(200);
  const exported = await exportedData(t.app.db, user.id);
  const body = JSON.stringify(exported);
  expect(exported.audit.map((a) => (a as { action: string }).action)).toContain('user.updated');
  expect(body).not.toContain('chef_des_comptes');
  expect(body).not.toContain('203.0.113.50');
});

describe('a reused Idempotency-Key', () => {
  test('with another amount or user answers 409 and changes nothing', async () => {
    const [a, b] = [await insertUser(t.app.db), await insertUser(t.app.db)];
    const key = { 'idempotency-key': 'credit-dialog-42' };
    const put = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/update-user/${id}`,
        headers: { ...adminHeaders, ...key },
        payload,
      });
    expect((await put(a.id, { wallet_credit: '5', wallet_reason: 'Geste' })).statusCode).toBe(200);
    const again = await put(a.id, { wallet_credit: '5', wallet_reason: 'Geste' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.wallet_cents).toBe(500);
    for (const [id, payload] of [
      [a.id, { wallet_credit: '50', wallet_reason: 'Geste' }],
      [b.id, { wallet_credit: '5', wallet_reason: 'Geste', first_name: 'Autre' }],
    ] as const) {
      const res = await put(id, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    const rows = await t.app.db
      .selectFrom('users')
      .select(['id', 'balance_cents', 'first_name'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a.id, balance_cents: 500, first_name: a.first_name },
      { id: b.id, balance_cents: 0, first_name: b.first_name },
    ]);
  });
});

test('the admin area is told when demo payments are on', async () => {
  const me = await t.app.inject({ url: '/api/admin/admin', headers: adminHeaders });
  expect(me.json()).toMatchObject({ demo_payments: true });
});
