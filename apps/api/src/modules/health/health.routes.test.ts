import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { PRODUCTION_ENV } from '#api/test/production-env.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('health', () => {
  test('liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      migrations: { pending: [] },
      providers: { ai: 'offline', card: 'demo', paypal: 'demo', mail: 'outbox' },
    });
    expect(ready.json().database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('readiness costs two statements when every migration is applied, and names any pending one', async () => {
    const { result, statements } = await t.app.dbHandle.statementsDuring(() =>
      t.app.inject({ url: '/readyz' }),
    );
    expect(result.statusCode).toBe(200);
    // A ping and the list of applied migrations: no table introspection (73 ms on PGlite at start-up).
    expect(statements).toBe(2);

    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.app.db);
    const last = rows[0]!;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.app.db);
    try {
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', migrations: { pending: [last.name] } });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        t.app.db,
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  test('unknown API paths get the localised error shape', async () => {
    const fr = await t.app.inject({ url: '/api/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    const en = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json().message).toBe('Not found.');
  });

  test('security headers and request ids', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('{"status":"ok"}');
    // Set when the request arrives, so an error answer carries them as well.
    const missing = await t.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'probe-1' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('probe-1');
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('OpenAPI document is generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/contact'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });
});

// Issue 16, finding 5: in production nothing public names the providers or maps the admin routes.
describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(async () => prod?.close());

  test('/readyz says ready or not, and nothing about the providers', async () => {
    const ready = await prod.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  test('the OpenAPI document and its viewer are for administrators only', async () => {
    const user = await insertUser(prod.app.db);
    const admin = await insertUser(prod.app.db, { role: 'admin' });
    const asUser = (await sessionFor(prod.app.db, user.id)).headers;
    const asAdmin = (await sessionFor(prod.app.db, admin.id)).headers;
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
      expect((await prod.app.inject({ url })).statusCode, url).toBe(401);
      expect((await prod.app.inject({ url, headers: asUser })).statusCode, url).toBe(403);
    }
    const doc = await prod.app.inject({ url: '/api/openapi.json', headers: asAdmin });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/admin/users');
    expect([200, 302]).toContain((await prod.app.inject({ url: '/api/docs', headers: asAdmin })).statusCode);
  });
});
