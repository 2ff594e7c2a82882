// The 78-card Tarot de Marseille in a fixed canonical order: the 22 majors (Le Mat first),
// then Bâton, Coupe, Denier, Épée from As to Roi. Draws shuffle this order; ids never change.

import { toRoman, type SuitId, type TarotCard } from './card';
import { majorGrammar, minorGrammar } from './card-grammar';
import { MAJORS_00_10 } from './majors-00-10';
import { MAJORS_11_21 } from './majors-11-21';
import type { MinorEntry } from './meaning';
import { BATONS } from './minors-batons';
import { COUPES } from './minors-coupes';
import { DENIERS } from './minors-deniers';
import { EPEES } from './minors-epees';
import { minorCardId, minorCardName } from './suits';
import { TarotError } from './tarot-error';

export const DECK_SIZE = 78;

const MAJORS: readonly TarotCard[] = [...MAJORS_00_10, ...MAJORS_11_21].map((m) => ({
  id: m.id,
  arcana: 'major' as const,
  rank: m.rank,
  // Le Mat (0) carries no number on Marseille decks; `numeral` stays absent rather than empty.
  ...(m.rank > 0 ? { numeral: toRoman(m.rank) } : {}),
  name: m.name,
  grammar: majorGrammar(m.rank, m.name),
  upright: m.upright,
  reversed: m.reversed,
}));

function minors(suit: SuitId, entries: readonly MinorEntry[]): TarotCard[] {
  return entries.map((e) => ({
    id: minorCardId(suit, e.rank),
    arcana: 'minor' as const,
    suit,
    rank: e.rank,
    ...(e.rank <= 10 ? { numeral: toRoman(e.rank) } : {}),
    name: minorCardName(suit, e.rank),
    grammar: minorGrammar(e.rank, minorCardName(suit, e.rank)),
    upright: e.upright,
    reversed: e.reversed,
  }));
}

export const DECK: readonly TarotCard[] = Object.freeze([
  ...MAJORS,
  ...minors('batons', BATONS),
  ...minors('coupes', COUPES),
  ...minors('deniers', DENIERS),
  ...minors('epees', EPEES),
]);

export const CARD_IDS: readonly string[] = DECK.map((c) => c.id);

const BY_ID: ReadonlyMap<string, TarotCard> = new Map(DECK.map((c) => [c.id, c]));

export function findCard(id: string): TarotCard | undefined {
  return BY_ID.get(id);
}

/** The card with this id; throws `UNKNOWN_CARD` (ids come from stored draws, so a miss is a bug). */
export function cardById(id: string): TarotCard {
  const card = BY_ID.get(id);
  if (!card) throw new TarotError('UNKNOWN_CARD', 'cardId', `unknown tarot card id "${id}"`, { id });
  return card;
}

export function isCardId(id: string): boolean {
  return BY_ID.has(id);
}

/** The major arcanum with this number (0 = Le Mat … 21 = Le Monde). */
export function majorByNumber(n: number): TarotCard {
  const card = MAJORS[n];
  if (!card) throw new RangeError(`no major arcanum ${n}`);
  return card;
}
