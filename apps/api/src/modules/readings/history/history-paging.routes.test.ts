import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { walkPages } from '#api/test/paging-kit.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const LONG = 'Les astres dessinent une période de renouveau. '.repeat(30).trim();

/** `n` readings of `userId`, three to a microsecond (ties), every other one with a written answer. */
async function readings(userId: number, n: number, from = '2025-01-01T00:00:00Z') {
  await sql`
    insert into readings (user_id, domain, option, lang, inputs, price_cents, status, idempotency_key,
      ai_writing, created_at)
    select ${userId}, 'astrologie', 1, 'fr',
      jsonb_build_object('option', 1, 'question', 'Question n° ' || g),
      690, 'answered', 'paging-' || ${userId} || '-' || g || '-' || gen_random_uuid(),
      case when g % 2 = 0 then jsonb_build_object(
        'writer', jsonb_build_object('kind', 'rules'),
        'paragraphs', jsonb_build_array(
          jsonb_build_object('text', ${LONG}::text, 'facts', '[]'::jsonb),
          jsonb_build_object('text', 'Deuxième paragraphe ' || g, 'facts', '[]'::jsonb)))
      end,
      ${from}::timestamptz + (g / 3) * interval '1 hour' + interval '1 microsecond' * (g % 3 = 1)::int
    from generate_series(1, ${n}) g`.execute(t.app.db);
}

const ids = (userId: number, written = false) =>
  t.app.db
    .selectFrom('readings')
    .select('id')
    .where('user_id', '=', userId)
    .$if(written, (q) => q.where('ai_writing', 'is not', null))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
    .then((rows) => rows.map((r) => r.id));

describe('the reading history and the prompts page through everything the customer owns', () => {
  test('230 readings: every one reached once, newest first, none of another customer', async () => {
    const a = await insertUser(t.app.db);
    const other = await insertUser(t.app.db);
    await readings(a.id, 230);
    await readings(other.id, 7);
    const { headers } = await sessionFor(t.app.db, a.id);

    const first = await t.app.inject({ url: '/api/user/history', headers });
    expect(first.json().history).toHaveLength(50);
    expect(first.json().next_cursor).toEqual(expect.any(String));

    const history = await walkPages<{ id: string }>(
      t.app.inject.bind(t.app),
      '/api/user/history?limit=40',
      'history',
      headers,
    );
    expect(history.pages).toBe(6);
    expect(history.items.map((r) => r.id)).toEqual(await ids(a.id));

    const prompts = await walkPages<{ reading_id: string; response: string; response_complete: boolean }>(
      t.app.inject.bind(t.app),
      '/api/user/prompts?limit=30',
      'history',
      headers,
    );
    expect(prompts.items.map((r) => r.reading_id)).toEqual(await ids(a.id, true));
    expect(prompts.items).toHaveLength(115);
  });

  test('prompts carry a summary; the reading detail has the whole answer', async () => {
    const a = await insertUser(t.app.db);
    await readings(a.id, 2);
    const { headers } = await sessionFor(t.app.db, a.id);
    const res = await t.app.inject({ url: '/api/user/prompts', headers });
    const [entry] = res.json().history;
    expect(entry.response.length).toBeLessThanOrEqual(281);
    expect(entry.response.endsWith('…')).toBe(true);
    expect(LONG.startsWith(entry.response.slice(0, -1))).toBe(true);
    expect(entry.response_complete).toBe(false);
    expect(res.body).not.toContain('Deuxième paragraphe');
  });

  test('readings ordered while the customer pages neither repeat nor hide older ones', async () => {
    const a = await insertUser(t.app.db);
    await readings(a.id, 60);
    const before = await ids(a.id);
    const { headers } = await sessionFor(t.app.db, a.id);
    const walked = await walkPages<{ id: string }>(
      t.app.inject.bind(t.app),
      '/api/user/history?limit=7',
      'history',
      headers,
      () => readings(a.id, 2, new Date().toISOString()),
    );
    expect(walked.items.map((r) => r.id)).toEqual(before);
  });

  test('a bad cursor or limit is a localised 400 that names the problem', async () => {
    const a = await insertUser(t.app.db);
    await readings(a.id, 4);
    const { headers } = await sessionFor(t.app.db, a.id);
    const prompts = await t.app.inject({ url: '/api/user/prompts?limit=1', headers });
    const promptsCursor = prompts.json().next_cursor as string;
    for (const [url, lang, words] of [
      ['/api/user/history?cursor=abc', 'fr', 'Ce lien de page de la liste n’est pas valable'],
      [`/api/user/history?cursor=${promptsCursor}`, 'en', 'This list page link is not valid'],
      ['/api/user/prompts?cursor=%22%27%3B', 'en', 'This list page link is not valid'],
      ['/api/user/history?limit=0', 'fr', 'Nombre invalide'],
      ['/api/user/history?limit=500', 'en', 'Invalid number'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { ...headers, 'accept-language': lang } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(words);
    }
  });
});
