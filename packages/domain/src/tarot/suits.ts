// The four suits of the Marseille minors and how their cards are named. Names put the suit in the
// plural, as Marseille readers say them (« Six d’Épées », « Neuf de Deniers », « Reine de Coupes »,
// « As de Bâtons »; decision 0330). The singular names of earlier releases survive only as the old
// card-page addresses, which redirect (`legacyMinorName`).

import type { Localized, SuitId } from './card';

export type Element = 'fire' | 'water' | 'earth' | 'air';

export interface Suit {
  readonly id: SuitId;
  /** Singular (« une Coupe »), no longer used in card names. */
  readonly name: Localized;
  /** Plural, as used in card names: « Reine de Coupes », "Queen of Cups". */
  readonly plural: Localized;
  readonly element: Element;
  readonly elementName: Localized;
}

export const SUITS: readonly Suit[] = [
  {
    id: 'batons',
    name: { fr: 'Bâton', en: 'Wands' },
    plural: { fr: 'Bâtons', en: 'Wands' },
    element: 'fire',
    elementName: { fr: 'le Feu', en: 'Fire' },
  },
  {
    id: 'coupes',
    name: { fr: 'Coupe', en: 'Cups' },
    plural: { fr: 'Coupes', en: 'Cups' },
    element: 'water',
    elementName: { fr: 'l’Eau', en: 'Water' },
  },
  {
    id: 'deniers',
    name: { fr: 'Denier', en: 'Coins' },
    plural: { fr: 'Deniers', en: 'Coins' },
    element: 'earth',
    elementName: { fr: 'la Terre', en: 'Earth' },
  },
  {
    id: 'epees',
    name: { fr: 'Épée', en: 'Swords' },
    plural: { fr: 'Épées', en: 'Swords' },
    element: 'air',
    elementName: { fr: 'l’Air', en: 'Air' },
  },
];

export const SUIT_IDS: readonly SuitId[] = SUITS.map((s) => s.id);

export function suitById(id: SuitId): Suit {
  const suit = SUITS.find((s) => s.id === id);
  if (!suit) throw new RangeError(`unknown suit ${id}`);
  return suit;
}

/** Index = rank − 1. `slug` goes into the stable card id. */
const MINOR_RANKS: readonly { slug: string; fr: string; en: string }[] = [
  { slug: 'as', fr: 'As', en: 'Ace' },
  { slug: 'deux', fr: 'Deux', en: 'Two' },
  { slug: 'trois', fr: 'Trois', en: 'Three' },
  { slug: 'quatre', fr: 'Quatre', en: 'Four' },
  { slug: 'cinq', fr: 'Cinq', en: 'Five' },
  { slug: 'six', fr: 'Six', en: 'Six' },
  { slug: 'sept', fr: 'Sept', en: 'Seven' },
  { slug: 'huit', fr: 'Huit', en: 'Eight' },
  { slug: 'neuf', fr: 'Neuf', en: 'Nine' },
  { slug: 'dix', fr: 'Dix', en: 'Ten' },
  { slug: 'valet', fr: 'Valet', en: 'Page' },
  { slug: 'cavalier', fr: 'Cavalier', en: 'Knight' },
  { slug: 'reine', fr: 'Reine', en: 'Queen' },
  { slug: 'roi', fr: 'Roi', en: 'King' },
];

export const COURT_RANKS = { valet: 11, cavalier: 12, reine: 13, roi: 14 } as const;

export function isCourtRank(rank: number): boolean {
  return rank >= COURT_RANKS.valet && rank <= COURT_RANKS.roi;
}

function minorRank(rank: number): { slug: string; fr: string; en: string } {
  const entry = MINOR_RANKS[rank - 1];
  if (!entry) throw new RangeError(`no minor rank ${rank}`);
  return entry;
}

export function minorCardId(suit: SuitId, rank: number): string {
  return `${suit}-${String(rank).padStart(2, '0')}-${minorRank(rank).slug}`;
}

function frenchName(rank: number, suitWord: string): string {
  // French elides "de" before a vowel: « As d’Épées », never « As de Épées ».
  const of = /^[AEIOUÉ]/.test(suitWord) ? 'd’' : 'de ';
  return `${minorRank(rank).fr} ${of}${suitWord}`;
}

/** « Six d’Épées », « Neuf de Deniers », « Reine de Coupes »; "Six of Swords". */
export function minorCardName(suit: SuitId, rank: number): Localized {
  const s = suitById(suit).plural;
  return { fr: frenchName(rank, s.fr), en: `${minorRank(rank).en} of ${s.en}` };
}

/** The French name with the suit in the singular (« Deux de Coupe »), as before decision 0330. */
export function legacyMinorName(suit: SuitId, rank: number): string {
  return frenchName(rank, suitById(suit).name.fr);
}
