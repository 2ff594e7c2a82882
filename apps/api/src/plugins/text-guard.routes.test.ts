import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { customer, order } from '#api/test/readings-kit.ts';

/**
 * PostgreSQL refuses text holding U+0000 (and a lone UTF-16 surrogate is no character at all): such a
 * string is refused at the door, 400 naming the field, before any route stores or searches it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

const NUL = 'avant\u0000après';
const LONE = 'avant\ud800après';
const count = async (table: 'contact_messages' | 'tarot_journal_notes' | 'reviews' | 'readings') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The 400 that names `field` (fr by default, en when asked). */
function expectRefused(
  res: { statusCode: number; json(): unknown; body: string },
  field: string,
  label: string,
) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as {
    status: string;
    code: string;
    message: string;
    fields: Record<string, string>;
  };
  expect(body.status).toBe('error');
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.fields)).toEqual([field]);
  expect(body.message).toContain(label);
  return body;
}

describe('text with NUL or a lone surrogate is refused, naming the field, and nothing is stored', () => {
  test('the contact form (anonymous), in French and in English', async () => {
    const before = await count('contact_messages');
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Léa', email: 'lea@exemple.fr', message: NUL },
    });
    const body = expectRefused(fr, 'message', 'message');
    expect(body.message).toBe(
      'Le formulaire présente une anomalie : message : Ce texte contient un caractère invalide (caractère nul ou caractère incomplet) : retirez-le.',
    );
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'en' },
      payload: { name: LONE, email: 'lea@exemple.fr', message: 'Bonjour, une question.' },
    });
    expect(expectRefused(en, 'name', 'name').message).toBe(
      'The form has a problem: name: This text holds an invalid character (a null or broken character): remove it.',
    );
    // The body's own `langage` chooses the language, as for the other 400s.
    const viaBody = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Léa', email: 'lea@exemple.fr', message: LONE, langage: 'en' },
    });
    expectRefused(viaBody, 'message', 'The form has a problem: message:');
    expect(await count('contact_messages')).toBe(before);
  });

  test('a journal note and the journal search', async () => {
    const c = await customer(t.app.db);
    const res = await order(t.app, c.headers, { domain: 'tarot', option: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().reading_id as string;
    const notesBefore = await count('tarot_journal_notes');
    for (const note of [NUL, LONE]) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/user/journal/${id}/note`,
        headers: c.headers,
        payload: { note },
      });
      expectRefused(put, 'note', 'note');
    }
    expect(await count('tarot_journal_notes')).toBe(notesBefore);
    const search = await t.app.inject({
      url: '/api/user/journal?q=carte%00lune',
      headers: { ...c.headers, 'accept-language': 'en' },
    });
    expectRefused(search, 'q', 'search');
  });

  test('a review', async () => {
    const c = await customer(t.app.db);
    const res = await order(t.app, c.headers, { domain: 'tarot', option: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const before = await count('reviews');
    for (const text of [`Une lecture juste. ${NUL}`, `Une lecture juste. ${LONE}`]) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/user/reviews',
        headers: c.headers,
        payload: { reading_id: res.json().reading_id, rating: 5, text },
      });
      expectRefused(post, 'text', 'avis');
    }
    expect(await count('reviews')).toBe(before);
  });

  test('a reading’s question: refused before any charge', async () => {
    const c = await customer(t.app.db);
    const balance = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select('balance_cents')
            .where('id', '=', c.user.id)
            .executeTakeFirstOrThrow()
        ).balance_cents,
      );
    const cents = await balance();
    const readings = await count('readings');
    for (const question of [`Vais-je réussir ${NUL} ?`, `Vais-je réussir ${LONE} ?`]) {
      const res = await order(t.app, c.headers, { domain: 'astrology', option: 1 }, { extra: { question } });
      expectRefused(res, 'question', 'question');
      const tarot = await order(t.app, c.headers, { domain: 'tarot', option: 1 }, { extra: { question } });
      expectRefused(tarot, 'question', 'question');
    }
    expect(await count('readings')).toBe(readings);
    expect(await balance()).toBe(cents);
  });

  test('query strings: the places search and the administrators’ user search', async () => {
    const places = await t.app.inject({ url: '/api/places?q=Par%00is' });
    expectRefused(places, 'q', 'recherche');
    const admin = await insertUser(t.app.db, { role: 'admin' });
    const { headers } = await sessionFor(t.app.db, admin.id);
    const users = await t.app.inject({ url: '/api/admin/users?q=%00', headers });
    expectRefused(users, 'q', 'recherche');
  });

  test('a key of the body is a string too; ordinary text (emoji, accents, NBSP) passes', async () => {
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour, une question.', ['x\u0000']: 1 },
    });
    expect(key.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Léa 🌙',
        email: 'lea@exemple.fr',
        message: 'Bonjour\u00a0: une question 🃏 sur l’arcane.',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
