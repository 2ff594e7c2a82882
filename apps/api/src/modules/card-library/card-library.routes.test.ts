import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SPREADS } from '@arcanes/domain/tarot/spreads';
import { seededRandom } from '@arcanes/domain/tarot/random';
import { insertUser, sessionFor } from '#api/test/fixtures.ts';
import { eraseUser } from '#api/modules/accounts/accounts.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { cardOfTheDay, drawDailyCard } from './card-library.service';
import { exportedData } from '#api/test/exported-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr', ...headers } });

async function customer() {
  const user = await insertUser(t.app.db);
  return { user, headers: (await sessionFor(t.app.db, user.id)).headers };
}

describe('GET /api/tarot/cards', () => {
  test('the 78 cards in the deck’s order, with their addresses in both languages', async () => {
    const res = await get('/api/tarot/cards');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { cards } = res.json();
    expect(cards).toHaveLength(78);
    expect(cards[0]).toEqual({
      id: 'major-00-le-mat',
      slugs: { fr: 'le-mat', en: 'the-fool' },
      name: 'Le Mat',
      arcana: 'major',
      suit: null,
      rank: 0,
      numeral: null,
      family: 'Arcane majeur sans numéro',
    });
    expect(cards[13].name).toBe('L’Arcane sans nom (La Mort)');
    const en = (await get('/api/tarot/cards', { 'accept-language': 'en' })).json().cards;
    expect(en[2].name).toBe('The Popess');
    expect(en[16].name).toBe('The House of God');
    expect(en[22]).toMatchObject({ name: 'Ace of Wands', family: 'Minor arcanum — Wands, Fire' });
  });
});

describe('GET /api/tarot/cards/:slug', () => {
  test('a card by its French or English address, or its id: meanings and every place of every spread', async () => {
    const fr = (await get('/api/tarot/cards/la-papesse')).json();
    expect(fr).toMatchObject({ id: 'major-02-la-papesse', name: 'La Papesse', numeral: 'II' });
    expect(fr.upright.keywords).toContain('connaissance');
    expect(fr.reversed.text).toMatch(/^Renversée, La Papesse/);
    expect(fr.spreads).toHaveLength(SPREADS.length);
    const positions = fr.spreads.flatMap((s: { positions: unknown[] }) => s.positions);
    expect(positions).toHaveLength(SPREADS.reduce((n, s) => n + s.positions.length, 0));
    expect(fr.previous.slugs.fr).toBe('le-bateleur');
    expect(fr.next.slugs.fr).toBe('l-imperatrice');

    const en = (await get('/api/tarot/cards/the-popess', { 'accept-language': 'en' })).json();
    expect(en).toMatchObject({ id: 'major-02-la-papesse', name: 'The Popess' });
    expect(en.spreads[0].positions[0].upright).toBe(
      'For “The answer”, remember above all: knowledge and patience.',
    );
    // The address of the other language, and the stable id, lead to the same card.
    expect((await get('/api/tarot/cards/the-house-of-god')).json().name).toBe('La Maison Dieu');
    expect((await get('/api/tarot/cards/epees-14-roi')).json().name).toBe('Roi d’Épées');
    const first = (await get('/api/tarot/cards/le-mat')).json();
    expect(first.previous).toBeNull();
    expect((await get('/api/tarot/cards/roi-d-epees')).json().next).toBeNull();
  });

  test('an unknown card is 404, a malformed address 400', async () => {
    const missing = await get('/api/tarot/cards/la-princesse', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
    expect((await get('/api/tarot/cards/La%20Papesse')).statusCode).toBe(400);
  });
});

describe('GET /api/user/card-of-the-day', () => {
  test('signed in only', async () => {
    const res = await get('/api/user/card-of-the-day');
    expect(res.statusCode).toBe(401);
  });

  test('one server draw a day, the same all day, kept', async () => {
    const { user, headers } = await customer();
    const first = await get('/api/user/card-of-the-day', headers);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The card's name, capitalised or not (« Renversé, l’Arcane sans nom … »): the draw decides.
    expect(body.text.toLowerCase()).toContain(body.card.name.replace(/ \(.*\)$/, '').toLowerCase());
    for (let i = 0; i < 3; i++)
      expect((await get('/api/user/card-of-the-day', headers)).json()).toEqual(body);
    const en = (await get('/api/user/card-of-the-day', { ...headers, 'accept-language': 'en' })).json();
    expect(en).toMatchObject({ day: body.day, reversed: body.reversed, card: { id: body.card.id } });
    const rows = await t.app.db
      .selectFrom('daily_cards')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ card_id: body.card.id, reversed: body.reversed, day: body.day });
  });

  test('customers are independent: each has their own draw, another’s does not change it', async () => {
    const a = await customer();
    const cardA = (await get('/api/user/card-of-the-day', a.headers)).json();
    const others = [];
    for (let i = 0; i < 12; i++) {
      const c = await customer();
      others.push((await get('/api/user/card-of-the-day', c.headers)).json());
    }
    expect((await get('/api/user/card-of-the-day', a.headers)).json()).toEqual(cardA);
    // Thirteen draws of 78 cards that all came out the same would be a shared draw, not thirteen.
    const ids = new Set([cardA, ...others].map((c) => `${c.card.id}/${c.reversed}`));
    expect(ids.size).toBeGreaterThan(1);
  });

  test('twenty requests at once: one draw, twenty identical answers', async () => {
    const { user, headers } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/api/user/card-of-the-day', headers)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((r) => r.json());
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from daily_cards where user_id = ${user.id}`.execute(t.app.db);
    expect(rows[0]?.n).toBe(1);
  });

  test('the day is the Paris day: 23:30 UTC on 31 December is already 1 January in Paris', async () => {
    const { user } = await customer();
    const before = await cardOfTheDay(t.app.db, user.id, 'fr', new Date('2030-12-31T22:30:00Z'));
    const after = await cardOfTheDay(t.app.db, user.id, 'fr', new Date('2030-12-31T23:30:00Z'));
    const later = await cardOfTheDay(t.app.db, user.id, 'fr', new Date('2031-01-01T22:59:00Z'));
    expect(before.day).toBe('2030-12-31');
    expect(after.day).toBe('2031-01-01');
    expect(later).toEqual(after);
    const days = await t.app.db
      .selectFrom('daily_cards')
      .select('day')
      .where('user_id', '=', user.id)
      .execute();
    expect(days.map((d) => d.day).sort()).toEqual(['2030-12-31', '2031-01-01']);
  });

  test('the erasure of an account takes its cards of the day, the export lists them', async () => {
    const { user, headers } = await customer();
    const card = (await get('/api/user/card-of-the-day', headers)).json();
    const exported = await exportedData(t.app.db, user.id);
    expect(exported.daily_cards).toEqual([expect.objectContaining({ card_id: card.card.id })]);
    await eraseUser(t.app.db, user.id, { id: null, label: 'test' }, { queue: t.app.queue });
    const left = await t.app.db
      .selectFrom('daily_cards')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('drawDailyCard', () => {
  test('every card and both orientations can come out, and nothing else', () => {
    const random = seededRandom(20);
    const seen = new Set<string>();
    let reversed = 0;
    for (let i = 0; i < 3000; i++) {
      const d = drawDailyCard(random);
      seen.add(d.cardId);
      if (d.reversed) reversed++;
    }
    expect(seen.size).toBe(78);
    expect(reversed).toBeGreaterThan(1300);
    expect(reversed).toBeLessThan(1700);
  });
});
