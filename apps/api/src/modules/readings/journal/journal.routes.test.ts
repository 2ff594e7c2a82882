import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findCard } from '@arcanes/domain/tarot/deck';
import { eraseUser } from '#api/modules/accounts/gdpr.service.ts';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';
import { customer, order, readingRow } from '#api/test/readings-kit.ts';
import { exportedData } from '#api/test/exported-data.ts';

/** « Mon journal de tirages » through HTTP (decision 0202): the draws, the notes, search, statistics. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RUN_WORKERS: 'false' });
});
afterAll(async () => t?.close());

type Entry = {
  id: string;
  drawn_at: string;
  option: number;
  spread: { id: string; name: string };
  question: string | null;
  cards: { card_id: string; card_name: string; reversed: boolean; arcana: string; suit: string | null }[];
  note: string | null;
};
type Page = { entries: Entry[]; total: number; page: number; page_size: number; pages: number };

const journal = async (headers: Record<string, string>, query = '', lang = 'fr') => {
  const res = await t.app.inject({
    url: `/api/user/journal${query}`,
    headers: { ...headers, 'accept-language': lang },
  });
  return {
    status: res.statusCode,
    body: res.json() as Page & { code?: string; fields?: Record<string, string> },
  };
};
const putNote = (headers: Record<string, string>, id: string, payload: unknown, lang = 'fr') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/journal/${id}/note`,
    headers: { ...headers, 'accept-language': lang },
    payload: payload as Record<string, unknown>,
  });
const noteRows = (readingId: string) =>
  t.app.db.selectFrom('tarot_journal_notes').selectAll().where('reading_id', '=', readingId).execute();

/** A customer with three tarot draws (a question, the short term, the croix) and an astrology reading. */
async function withDraws() {
  const c = await customer(t.app.db);
  const ids: string[] = [];
  for (const option of [1, 2, 3] as const) {
    const res = await order(t.app, c.headers, { domain: 'tarot', option });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().reading_id);
  }
  const astro = await order(t.app, c.headers, { domain: 'astrology', option: 1 });
  expect(astro.statusCode, astro.body).toBe(200);
  return { ...c, ids, astroId: astro.json().reading_id as string };
}

describe('the journal lists each draw with its reading’s spread, question, date and cards', () => {
  test('newest first, as stored, names in the request’s language, paged; another customer sees none of it', async () => {
    const c = await withDraws();
    const fr = await journal(c.headers);
    expect(fr.status).toBe(200);
    expect(fr.body.total).toBe(3);
    expect(fr.body.entries.map((e) => e.id)).toEqual([...c.ids].reverse());
    expect(fr.body.entries.some((e) => e.id === c.astroId)).toBe(false);
    for (const e of fr.body.entries) {
      const row = await readingRow(t.app.db, e.id);
      const inputs = row.inputs as {
        question: string | null;
        picks: { card_id: string; reversed: boolean }[];
      };
      expect(e.drawn_at).toBe(new Date(row.created_at).toISOString());
      expect(e.question).toBe(inputs.question);
      expect(e.cards.map((x) => [x.card_id, x.reversed])).toEqual(
        inputs.picks.map((p) => [p.card_id, p.reversed]),
      );
      expect(e.cards.map((x) => x.card_name)).toEqual(inputs.picks.map((p) => findCard(p.card_id)!.name.fr));
      expect(e.note).toBeNull();
    }
    expect(fr.body.entries[2]!.question).toBe('Dois-je accepter ce nouveau poste ?');
    const en = await journal(c.headers, '', 'en');
    expect(en.body.entries[0]!.cards[0]!.card_name).toBe(
      findCard(en.body.entries[0]!.cards[0]!.card_id)!.name.en,
    );
    expect(en.body.entries[0]!.spread.name).not.toBe(fr.body.entries[0]!.spread.name);

    const first = await journal(c.headers, '?page_size=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, page_size: 2, pages: 2 });
    const second = await journal(c.headers, '?page_size=2&page=2');
    expect([...first.body.entries, ...second.body.entries].map((e) => e.id)).toEqual(
      fr.body.entries.map((e) => e.id),
    );

    const other = await customer(t.app.db);
    expect((await journal(other.headers)).body).toMatchObject({ total: 0, entries: [] });
    expect((await t.app.inject({ url: '/api/user/journal' })).statusCode).toBe(401);
  });

  test('search: the question’s words, a card’s name (any case, any accents, fr or en) and the note', async () => {
    const c = await withDraws();
    const all = (await journal(c.headers)).body.entries;
    expect((await journal(c.headers, '?q=NOUVEAU%20poste')).body.entries.map((e) => e.id).sort()).toEqual(
      all
        .filter((e) => e.question)
        .map((e) => e.id)
        .sort(),
    );
    // A card of the oldest draw, searched by its French name without accents and in capitals.
    const card = all[2]!.cards[0]!;
    const folded = findCard(card.card_id)!.name.fr.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byCard = (await journal(c.headers, `?q=${encodeURIComponent(folded)}`)).body.entries;
    expect(byCard.map((e) => e.id)).toContain(all[2]!.id);
    for (const e of byCard) expect(e.cards.some((x) => x.card_id === card.card_id)).toBe(true);
    const byEnglish = (await journal(c.headers, `?q=${encodeURIComponent(findCard(card.card_id)!.name.en)}`))
      .body;
    expect(byEnglish.entries.map((e) => e.id)).toContain(all[2]!.id);
    // The note.
    expect(
      (await putNote(c.headers, all[1]!.id, { note: 'Le lac gelé, la promesse de mars' })).statusCode,
    ).toBe(200);
    expect((await journal(c.headers, '?q=lac%20GEL')).body.entries.map((e) => e.id)).toEqual([all[1]!.id]);
    // LIKE's wildcards are plain characters.
    expect((await journal(c.headers, '?q=%25')).body.total).toBe(0);
    expect((await journal(c.headers, '?q=zzzz-rien')).body).toMatchObject({
      total: 0,
      entries: [],
      pages: 1,
    });
    // Bad input is refused, localised.
    const long = await journal(c.headers, `?q=${'a'.repeat(101)}`, 'en');
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ q: 'Text too long.' });
    expect((await journal(c.headers, '?page=0')).status).toBe(400);
    expect((await journal(c.headers, '?page_size=500')).status).toBe(400);
  });
});

describe('the customer’s own note', () => {
  test('written, edited, trimmed, removed when emptied; too long or not mine: refused, nothing changed', async () => {
    const c = await withDraws();
    const id = c.ids[0]!;
    const saved = await putNote(c.headers, id, { note: '  La Lune encore : patience.  ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id,
      note: 'La Lune encore : patience.',
      note_updated_at: expect.any(String),
    });
    const edited = await putNote(c.headers, id, { note: 'Relu en décembre : c’était juste.' });
    expect(edited.json().note).toBe('Relu en décembre : c’était juste.');
    expect((await journal(c.headers)).body.entries.find((e) => e.id === id)!.note).toBe(
      'Relu en décembre : c’était juste.',
    );
    expect(await noteRows(id)).toHaveLength(1);

    // Too long: a localised error on the field, the note as it was.
    const long = await putNote(c.headers, id, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({
      note: 'Votre note dépasse 2\u00a0000 caractères\u00a0: raccourcissez-la.',
    });
    const longEn = await putNote(c.headers, id, { note: 'x'.repeat(2001) }, 'en');
    expect(longEn.json().fields).toEqual({ note: 'Your note is over 2,000 characters: shorten it.' });
    expect((await putNote(c.headers, id, { note: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await putNote(c.headers, id, {})).statusCode).toBe(400);
    expect((await putNote(c.headers, id, { note: 42 })).statusCode).toBe(400);
    expect((await putNote(c.headers, id, { note: 'Relu.' })).statusCode).toBe(200);

    // Another customer can neither read nor write it: not found, as if it did not exist.
    const other = await customer(t.app.db);
    const theirs = await putNote(other.headers, id, { note: 'pas à moi' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'JOURNAL_ENTRY_NOT_FOUND',
      message: 'Ce tirage ne figure pas dans votre journal.',
    });
    expect((await putNote(other.headers, id, { note: '' })).statusCode).toBe(404);
    expect((await noteRows(id)).map((r) => [r.note, r.user_id])).toEqual([['Relu.', c.user.id]]);
    expect((await journal(other.headers, '?q=Relu')).body.total).toBe(0);
    // Not a draw: an astrology reading, an unknown id, a malformed id.
    expect((await putNote(c.headers, c.astroId, { note: 'non' })).statusCode).toBe(404);
    expect(
      (await putNote(c.headers, '00000000-0000-4000-8000-000000000000', { note: 'non' })).statusCode,
    ).toBe(404);
    expect((await putNote(c.headers, 'pas-un-id', { note: 'non' })).statusCode).toBe(400);
    expect(await noteRows(c.astroId)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/user/journal/${id}/note`, payload: { note: 'x' } }))
        .statusCode,
    ).toBe(401);

    // Emptied: removed.
    expect((await putNote(c.headers, id, { note: '   ' })).json()).toEqual({
      id,
      note: null,
      note_updated_at: null,
    });
    expect(await noteRows(id)).toEqual([]);
  });

  test('the GDPR export lists the notes; erasure deletes them and the draws leave the journal', async () => {
    const c = await withDraws();
    await putNote(c.headers, c.ids[1]!, { note: 'À garder pour moi.' });
    const data = await exportedData(t.app.db, c.user.id);
    expect(data.tarot_journal_notes).toEqual([
      expect.objectContaining({ reading_id: c.ids[1], note: 'À garder pour moi.' }),
    ]);
    expect(JSON.stringify(data)).toContain('À garder pour moi.');
    await eraseUser(
      t.app.db,
      c.user.id,
      { id: c.user.id, label: 'test', ip: null },
      { queue: t.app.queue, lang: 'fr' },
    );
    expect(await noteRows(c.ids[1]!)).toEqual([]);
    const left = await t.app.db.selectFrom('readings').select('inputs').where('id', 'in', c.ids).execute();
    // The readings stay (the ledger points at them) with no inputs: no cards, so no draw any more.
    expect(left).toHaveLength(3);
    expect(left.every((r) => JSON.stringify(r.inputs) === '{}')).toBe(true);
  });
});

describe('what the Marseille deck said over time', () => {
  test('recurring cards, suits, majors against minors, reversed share, month by month: as the stored draws say', async () => {
    const c = await withDraws();
    // Two more question draws, so that some cards are likely to come back.
    for (let i = 0; i < 2; i++) await order(t.app, c.headers, { domain: 'tarot', option: 1 });
    const res = await t.app.inject({ url: '/api/user/journal/stats', headers: c.headers });
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    const picks = (
      await t.app.db
        .selectFrom('readings')
        .select('inputs')
        .where('user_id', '=', c.user.id)
        .where('domain', '=', 'tarot')
        .execute()
    ).flatMap((r) => (r.inputs as { picks: { card_id: string; reversed: boolean }[] }).picks);
    const cards = picks.map((p) => ({ card: findCard(p.card_id)!, reversed: p.reversed }));
    const majors = cards.filter((x) => x.card.arcana === 'major').length;
    const reversed = cards.filter((x) => x.reversed).length;
    expect(stats).toMatchObject({
      draws: 5,
      cards: cards.length,
      majors,
      minors: cards.length - majors,
      reversed,
    });
    expect(stats.majors_share).toBeCloseTo(majors / cards.length, 10);
    expect(stats.reversed_share).toBeCloseTo(reversed / cards.length, 10);
    for (const s of stats.suits as { suit: string; count: number }[])
      expect(s.count).toBe(cards.filter((x) => x.card.suit === s.suit).length);
    const counts = new Map<string, number>();
    for (const x of cards) counts.set(x.card.id, (counts.get(x.card.id) ?? 0) + 1);
    const repeated = [...counts.values()]
      .filter((n) => n > 1)
      .sort((a, b) => b - a)
      .slice(0, 10);
    expect((stats.recurring as { count: number }[]).map((r) => r.count)).toEqual(repeated);
    for (const r of stats.recurring as { card_id: string; count: number; card_name: string }[]) {
      expect(r.count).toBe(counts.get(r.card_id));
      expect(r.card_name).toBe(findCard(r.card_id)!.name.fr);
    }
    const months = stats.months as { draws: number; cards: number }[];
    expect(months.reduce((n, m) => n + m.draws, 0)).toBe(5);
    expect(months.reduce((n, m) => n + m.cards, 0)).toBe(cards.length);
    // A customer with no draw: zeros, no division by zero.
    const none = await customer(t.app.db);
    expect(
      (await t.app.inject({ url: '/api/user/journal/stats', headers: none.headers })).json(),
    ).toMatchObject({
      draws: 0,
      cards: 0,
      majors_share: 0,
      reversed_share: 0,
      recurring: [],
      months: [],
    });
  });

  test('the OpenAPI document has the journal’s routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths).toHaveProperty('/api/user/journal');
    expect(doc.paths).toHaveProperty('/api/user/journal/stats');
    expect(doc.paths).toHaveProperty('/api/user/journal/{id}/note');
  });
});
