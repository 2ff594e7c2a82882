import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PUBLIC_ADMIN_ROUTES } from '#api/plugins/auth.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';

let t: TestApp;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The route table as the OpenAPI document lists it: every admin route, whoever wrote it.
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(operations)) {
      if (PUBLIC_ADMIN_ROUTES.has(`${method.toUpperCase()} ${path}`)) continue;
      // Path parameters get well-formed values so that the guard, not validation, answers.
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id' && /payments|jobs/.test(path) ? crypto.randomUUID() : '1',
      );
      routes.push({ method: method.toUpperCase(), url });
    }
  }
});
afterAll(async () => t?.close());

test('the walk covers the admin area', () => {
  const listed = routes.map((r) => `${r.method} ${r.url.replace(/[0-9a-f-]{36}/, ':uuid')}`);
  for (const expected of [
    'GET /api/admin/admin',
    'GET /api/admin/users',
    'POST /api/admin/create-user',
    'PUT /api/admin/update-user/1',
    'DELETE /api/admin/delete-user/1',
    'PATCH /api/admin/users/1/role',
    'GET /api/admin/logs',
    'GET /api/admin/payments',
    'POST /api/admin/payments/:uuid/refund',
    'GET /api/admin/subscriptions',
    'GET /api/admin/summary',
    'POST /api/admin/jobs/:uuid/retry',
  ])
    expect(listed).toContain(expected);
});

test('every admin route refuses a visitor with 401 and the seed’s message', async () => {
  for (const r of routes) {
    const res = await t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    expect(res.json(), `${r.method} ${r.url}`).toMatchObject({
      status: 'error',
      code: 'ADMIN_TOKEN_MISSING',
      message: 'Token administrateur manquant. Reconnecte-toi.',
    });
  }
  // Logged for the site manager, once per address and quarter of an hour (robots cannot flood it).
  const notices = await t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'admin.access_denied')
    .where('actor_id', 'is', null)
    .execute();
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatchObject({ details: { signed_in: false } });
});

test('an expired or revoked session is told apart: "Session expirée ou non autorisée…"', async () => {
  const admin = await insertUser(t.app.db, { role: 'admin' });
  const { token } = await sessionFor(t.app.db, admin.id);
  await t.app.db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('user_id', '=', admin.id)
    .execute();
  for (const headers of [{ authorization: `Bearer ${token}` }, { cookie: `arcanes_session=${token}` }]) {
    const res = await t.app.inject({ url: '/api/admin/users', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Session expirée ou non autorisée. Veuillez vous reconnecter.',
    });
  }
});

test('every admin route refuses a signed-in user with 403; the site manager is notified once', async () => {
  const user = await insertUser(t.app.db, { username: 'curious_user' });
  const { headers } = await sessionFor(t.app.db, user.id);
  for (const r of routes) {
    const res = await t.app.inject({
      method: r.method as 'GET',
      url: r.url,
      headers,
      ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
    });
    expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    expect(res.json().code, `${r.method} ${r.url}`).toBe('ADMIN_ONLY');
  }
  const notices = await t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'admin.access_denied')
    .where('actor_id', '=', user.id)
    .execute();
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatchObject({ actor_label: 'curious_user', details: { signed_in: true } });
  const mails = fs.existsSync(path.join(t.dataDir, 'outbox'))
    ? fs
        .readdirSync(path.join(t.dataDir, 'outbox'))
        .map((f) => fs.readFileSync(path.join(t.dataDir, 'outbox', f), 'utf8'))
    : [];
  expect(mails.filter((m) => m.includes('curious_user'))).toHaveLength(1);
  const en = await t.app.inject({
    url: '/api/admin/users',
    headers: { ...headers, 'accept-language': 'en' },
  });
  expect(en.json().message).toBe(
    'The administration area is not available to you. The site manager has been notified.',
  );
});

test('an administrator gets through', async () => {
  const admin = await insertUser(t.app.db, { role: 'admin', username: 'guard_admin' });
  const { headers } = await sessionFor(t.app.db, admin.id);
  const res = await t.app.inject({ url: '/api/admin/admin', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'success',
    admin: { id: admin.id, username: 'guard_admin', email: admin.email, role: 'admin' },
    demo_payments: true, // no payment keys in tests: the admin area shows the demo banner
  });
});
