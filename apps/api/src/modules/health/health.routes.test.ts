import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

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
