import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#api/errors/app-error.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('connection to 10.0.0.5 refused: password=hunter2');
        });
        app.get('/api/test/database-gone', async () => {
          // What pg throws when PostgreSQL ends the connection (a restart, a failover).
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        });
        app.get('/api/test/app-error', async () => {
          throw new AppError('INSUFFICIENT_BALANCE');
        });
        app.post(
          '/api/test/echo',
          { schema: { body: z.object({ n: z.number().int().min(1) }) } },
          async (r) => r.body,
        );
      },
    },
  );
});
afterAll(async () => t?.close());

test('5xx answers hide internals', async () => {
  const res = await t.app.inject({ url: '/api/test/boom' });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ status: 'error', code: 'INTERNAL', message: 'Une erreur est survenue.' });
  expect(res.body).not.toContain('hunter2');
});

test('the database away: 503, « try again », nothing of the cause', async () => {
  const fr = await t.app.inject({ url: '/api/test/database-gone' });
  expect(fr.statusCode).toBe(503);
  expect(fr.headers['retry-after']).toBe('5');
  expect(fr.json()).toEqual({
    status: 'error',
    code: 'DATABASE_UNAVAILABLE',
    message:
      'Notre service est momentanément indisponible : rien n’a été enregistré ni débité. Réessayez dans un instant.',
  });
  const en = await t.app.inject({ url: '/api/test/database-gone?lang=en' });
  expect(en.json().message).toMatch(/^Our service is briefly unavailable/);
});

test('AppError is localised from the request language', async () => {
  const fr = await t.app.inject({ url: '/api/test/app-error' });
  expect(fr.statusCode).toBe(402);
  expect(fr.json().message).toMatch(/^Solde insuffisant/);
  const en = await t.app.inject({ url: '/api/test/app-error?lang=en' });
  expect(en.json()).toMatchObject({
    code: 'INSUFFICIENT_BALANCE',
    message: expect.stringMatching(/^Insufficient balance/),
  });
});

test('4xx names the field; the langage field of the body picks the language', async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { n: 0, langage: 'en' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { n: 'Invalid value.' } });
  const bad = await t.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"n":',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: 'Requête invalide.' });
});
