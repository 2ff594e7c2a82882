import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, order, readingRow } from '#api/test/readings-kit.ts';

// A tarot form asks no sex: the reading takes the account's (issue 35), from the kept session or from
// the row the guard reads when a key is sent, without a statement of its own (decision 0264).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TAROT1 = { domain: 'tarot', option: 1 } as const;

async function asked(headers: Record<string, string>, key?: string) {
  const res = await order(t.app, headers, TAROT1, key ? { key } : {});
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<{ reading_id: string }>().reading_id;
  const row = await readingRow(t.app.db, id);
  const calls = await t.app.db.selectFrom('ai_calls').select('prompt').where('reading_id', '=', id).execute();
  return {
    sexe: (row.inputs as { sexe?: string | null }).sexe,
    gender: (row.facts as { gender: string | null }).gender,
    prompt: calls.map((c) => c.prompt).join('\n'),
    text: row.ai_text ?? '',
  };
}

describe('a tarot question by a woman', () => {
  test('its facts and the prompt carry her gender, from the session or from the guard’s row', async () => {
    const { user, headers } = await customer(t.app.db, { cents: 5000 });
    await t.app.db.updateTable('users').set({ sexe: 'femme' }).where('id', '=', user.id).execute();
    for (const key of [undefined, `gender-${user.id}`]) {
      const r = await asked(headers, key);
      expect(r).toMatchObject({ sexe: 'femme', gender: 'f' });
      expect(r.prompt).toMatch(/"gender":\s*"f"/);
      // The offline writer agrees with her where it agrees with the asker at all.
      expect(r.text).not.toMatch(/seul juge|tenu à rien/);
    }
  });

  test('a change of sex written anywhere drops the kept session, and the next reading agrees', async () => {
    const { user, headers } = await customer(t.app.db, { cents: 5000 });
    await t.app.db.updateTable('users').set({ sexe: 'femme' }).where('id', '=', user.id).execute();
    expect((await asked(headers)).gender).toBe('f'); // the session is now kept
    const dropped = once(t.app.sessionCache.events, 'notice');
    await t.app.db.updateTable('users').set({ sexe: 'homme' }).where('id', '=', user.id).execute();
    expect(await dropped).toEqual([user.id]);
    expect((await asked(headers)).gender).toBe('m');
  });
});
