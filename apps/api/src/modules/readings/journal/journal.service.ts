/**
 * « Mon journal de tirages » (decision 0202): every tarot draw the customer made, kept with its reading
 * (spread, question, date, cards), the customer's own note beside it, a search over the question, the
 * cards' names and the note, and what the Marseille deck said over time.
 */
import type { JournalEntry, JournalStats } from '@arcanes/contracts/journal';
import { DECK, findCard } from '@arcanes/domain/tarot/deck';
import { spreadFor, type TarotOption } from '@arcanes/domain/tarot/spreads';
import { SUITS } from '@arcanes/domain/tarot/suits';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { allPicks, deleteNote, findDraw, listDraws, upsertNote, type JournalRow } from './journal.repository';

type Lang = 'fr' | 'en';
type Pick = { position: number; card_id: string; reversed: boolean };
interface DrawInputs {
  question?: string | null;
  topic?: 'amour' | 'travail' | 'general';
  count?: number;
  picks?: Pick[];
}

/** Lower case without accents: « épée » finds « Épée », "emperor" finds "The Emperor". */
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'").trim();

/** The ids of the cards whose French or English name contains the search. */
export function cardIdsMatching(q: string): string[] {
  const needle = fold(q);
  if (needle.length < 2) return [];
  return DECK.filter((c) => fold(c.name.fr).includes(needle) || fold(c.name.en).includes(needle)).map(
    (c) => c.id,
  );
}

function entryOf(row: JournalRow, lang: Lang): JournalEntry {
  const inputs = row.inputs as DrawInputs;
  const picks = inputs.picks ?? [];
  const spread = spreadFor(row.option as TarotOption, inputs.count ?? picks.length);
  return {
    id: row.id,
    drawn_at: new Date(row.created_at).toISOString(),
    option: row.option,
    spread: { id: spread.id, name: spread.name[lang] },
    question: inputs.question ?? null,
    topic: inputs.topic ?? 'general',
    cards: picks.map((p, i) => {
      const card = findCard(p.card_id);
      const position = spread.positions[i];
      return {
        position: i,
        position_name: position?.name[lang] ?? String(i + 1),
        card_id: p.card_id,
        card_name: card?.name[lang] ?? p.card_id,
        arcana: card?.arcana ?? 'minor',
        suit: card?.suit ?? null,
        reversed: p.reversed,
      };
    }),
    note: row.note,
    note_updated_at: row.note_updated_at ? new Date(row.note_updated_at).toISOString() : null,
  };
}

export async function listJournal(
  db: Db,
  userId: number,
  opts: { q?: string; page: number; pageSize: number; lang: Lang },
) {
  const q = opts.q?.trim() || undefined;
  const { rows, total } = await listDraws(db, userId, {
    q,
    cardIds: q ? cardIdsMatching(q) : [],
    limit: opts.pageSize,
    offset: (opts.page - 1) * opts.pageSize,
  });
  return {
    entries: rows.map((r) => entryOf(r, opts.lang)),
    total,
    page: opts.page,
    page_size: opts.pageSize,
    pages: Math.max(1, Math.ceil(total / opts.pageSize)),
  };
}

/** Writes (or, when empty, removes) the customer's note on one of their draws; another's is not found. */
export async function setJournalNote(db: Db, userId: number, readingId: string, note: string) {
  if (!(await findDraw(db, userId, readingId))) throw new AppError('JOURNAL_ENTRY_NOT_FOUND');
  if (note === '') {
    await deleteNote(db, userId, readingId);
    return { id: readingId, note: null, note_updated_at: null };
  }
  const saved = await upsertNote(db, { readingId, userId, note });
  if (!saved) throw new AppError('JOURNAL_ENTRY_NOT_FOUND');
  return { id: readingId, note: saved.note, note_updated_at: new Date(saved.updated_at).toISOString() };
}

const PARIS_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
});

/** What the cards said over every draw: recurring cards, suits, majors against minors, reversed ones. */
export async function journalStats(db: Db, userId: number, lang: Lang): Promise<JournalStats> {
  const rows = await allPicks(db, userId);
  const byCard = new Map<string, { count: number; reversed: number }>();
  const bySuit = new Map<string, number>(SUITS.map((s) => [s.id, 0]));
  const months = new Map<string, JournalStats['months'][number]>();
  let cards = 0;
  let majors = 0;
  let reversed = 0;
  for (const row of rows) {
    const picks = (row.picks as Pick[] | null) ?? [];
    const month = PARIS_MONTH.format(new Date(row.created_at)).slice(0, 7);
    const m = months.get(month) ?? { month, draws: 0, cards: 0, majors: 0, minors: 0, reversed: 0 };
    m.draws += 1;
    for (const p of picks) {
      const card = findCard(p.card_id);
      if (!card) continue;
      cards += 1;
      m.cards += 1;
      const c = byCard.get(card.id) ?? { count: 0, reversed: 0 };
      c.count += 1;
      if (p.reversed) {
        c.reversed += 1;
        reversed += 1;
        m.reversed += 1;
      }
      byCard.set(card.id, c);
      if (card.arcana === 'major') {
        majors += 1;
        m.majors += 1;
      } else {
        m.minors += 1;
        if (card.suit) bySuit.set(card.suit, (bySuit.get(card.suit) ?? 0) + 1);
      }
    }
    months.set(month, m);
  }
  const deckOrder = new Map(DECK.map((c, i) => [c.id, i]));
  const recurring = [...byCard.entries()]
    .filter(([, c]) => c.count > 1)
    .sort((a, b) => b[1].count - a[1].count || deckOrder.get(a[0])! - deckOrder.get(b[0])!)
    .slice(0, 10)
    .map(([id, c]) => {
      const card = findCard(id)!;
      return { card_id: id, card_name: card.name[lang], arcana: card.arcana, ...c };
    });
  return {
    draws: rows.length,
    cards,
    majors,
    minors: cards - majors,
    reversed,
    majors_share: cards ? majors / cards : 0,
    reversed_share: cards ? reversed / cards : 0,
    recurring,
    suits: SUITS.map((s) => ({ suit: s.id, name: s.plural[lang], count: bySuit.get(s.id) ?? 0 })),
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
}
