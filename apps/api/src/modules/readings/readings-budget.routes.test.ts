/**
 * One time budget for an on-screen answer (issue 40, decision 0270): an endpoint that takes the
 * request and never answers, with a per-attempt timeout of a minute, still leaves the customer with a
 * checked answer from the offline writer once AI_ANSWER_BUDGET_MS has passed — not after the SDK's
 * three attempts of a minute each.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { startFakeOpenAi } from '#api/test/fake-openai-server.ts';
import { customer, ledgerBalanced, order } from '#api/test/readings-kit.ts';

let t: TestApp;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
const BUDGET_MS = 1500;

beforeAll(async () => {
  ai = await startFakeOpenAi('hang');
  t = await createTestApp({
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'sk-test-fake',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '60000',
    AI_ANSWER_BUDGET_MS: String(BUDGET_MS),
  });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

test('a hanging endpoint: the answer comes from the offline writer once the budget is spent, charged once', async () => {
  const c = await customer(t.app.db, { cents: 2000 });
  const started = Date.now();
  const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
  const elapsed = Date.now() - started;
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().writer).toEqual({ kind: 'rules' });
  // Not the SDK's 3 × 60 s: the budget, and what the offline writer and the database take after it.
  expect(elapsed).toBeGreaterThanOrEqual(BUDGET_MS);
  expect(elapsed).toBeLessThan(20_000);
  expect(ai.requests).toHaveLength(1);
  const calls = await t.app.db
    .selectFrom('ai_calls')
    .select(['provider', 'status', 'error'])
    .where('reading_id', '=', res.json().reading_id)
    .orderBy('id')
    .execute();
  expect(calls).toMatchObject([
    { provider: 'openai', status: 'error', error: expect.stringMatching(/^timeout: .*budget/) },
    { provider: 'offline', status: 'ok' },
  ]);
  expect(await ledgerBalanced(t.app.db, c.user.id)).toBe(true);
});
