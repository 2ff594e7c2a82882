import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminAiCallResponse, AdminAiCallsResponse } from '@arcanes/contracts/admin';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerId: number;
const readings: string[] = [];
const QUESTIONS = ['Vais-je rencontrer quelqu’un cet hiver ?', 'Dois-je déménager à Lyon ?'];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await sessionFor(t.app.db, (await insertUser(t.app.db, { role: 'admin' })).id)).headers;
  const user = await insertUser(t.app.db);
  customerId = user.id;
  customer = (await sessionFor(t.app.db, user.id)).headers;
  await recordConsent(t.app.db, {
    owner: { userId: user.id, visitorId: null },
    choices: { analytics: false, marketing: false, ia: true },
    ip: null,
    userAgent: null,
  });
  await acceptReadingData(t.app.db, user.id, { ip: null, userAgent: null });
  await topUp(t.app.db, { userId: user.id, cents: 5_000, key: `ai-calls-${user.id}` });
  // Two single questions answered by the (default) offline writer: each records its call.
  for (const question of QUESTIONS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/openai/astrology/option1',
      headers: customer,
      payload: {
        dateOfBirth: '1990-05-17',
        timeOfBirth: '14:30',
        placeOfBirth: 'Paris',
        sexe: 'femme',
        firstName: 'Camille',
        domain: 'amour',
        period: 'mois',
        question,
        langage: 'fr',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    readings.push((res.json() as { reading_id: string }).reading_id);
  }
});
afterAll(async () => t?.close());

const list = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/ai-calls${query}`, headers });

describe('GET /api/admin/ai-calls', () => {
  test('no session: 401; a customer: 403 ADMIN_ONLY, and the prompt is not in either answer', async () => {
    const anonymous = await list({});
    expect(anonymous.statusCode).toBe(401);
    const refused = await list(customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    for (const res of [anonymous, refused]) expect(res.body).not.toContain(QUESTIONS[0]);
  });

  test('an administrator gets every call, newest first, without prompts; each one’s prompt and response on demand, never cached', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as AdminAiCallsResponse;
    const stored = await t.app.db.selectFrom('ai_calls').selectAll().orderBy('id', 'desc').execute();
    expect(body).toMatchObject({ total: stored.length, total_capped: false, next_cursor: null });
    expect(body.ai_calls.map((c) => c.id)).toEqual(stored.map((r) => Number(r.id)));
    const newest = body.ai_calls[0]!;
    expect(newest).toMatchObject({
      reading_id: readings[1],
      user_id: customerId,
      provider: stored[0]!.provider,
      model: stored[0]!.model,
      status: 'ok',
    });
    expect(Date.parse(newest.created_at)).not.toBeNaN();
    // The list carries no prompt: not a word of the customers' questions.
    expect(newest).not.toHaveProperty('prompt');
    for (const q of QUESTIONS) expect(res.body).not.toContain(q);

    const detail = await t.app.inject({ url: `/api/admin/ai-calls/${newest.id}`, headers: admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const call = (detail.json() as AdminAiCallResponse).ai_call;
    expect(call).toMatchObject({ ...newest, prompt: stored[0]!.prompt, response: stored[0]!.response });
    // The prompt is the one sent to the writer: the customer's question is in it.
    expect(call.prompt).toContain(QUESTIONS[1]);
    expect(call.response).toBeTruthy();

    // A customer cannot read one; an unknown id is a 404 in the request's language.
    const refused = await t.app.inject({ url: `/api/admin/ai-calls/${newest.id}`, headers: customer });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(QUESTIONS[1]);
    const missing = await t.app.inject({ url: '/api/admin/ai-calls/999999999?lang=en', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('filters by reading and pages by cursor, every call once', async () => {
    const one = (await list(admin, `?reading_id=${readings[0]}`)).json() as AdminAiCallsResponse;
    expect(one.ai_calls.length).toBeGreaterThan(0);
    expect(one.ai_calls.every((c) => c.reading_id === readings[0])).toBe(true);
    expect(one.total).toBe(one.ai_calls.length);

    const all = (await list(admin)).json() as AdminAiCallsResponse;
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = (
        await list(admin, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json() as AdminAiCallsResponse;
      expect(page).toMatchObject({ limit: 1, total: all.total });
      seen.push(...page.ai_calls.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.ai_calls.map((c) => c.id));
  });

  test('a malformed reading id, limit or call id: 400 naming the field, in the request’s language', async () => {
    const bad = await list(admin, '?reading_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { reading_id: 'Valeur invalide.' },
    });
    const en = await list(admin, '?limit=0&lang=en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { limit: 'Invalid number.' } });
    const id = await t.app.inject({ url: '/api/admin/ai-calls/abc?lang=en', headers: admin });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: 'Invalid number.' } });
  });
});
