import type { CardGrammar } from './card-grammar';

// The shape of one Tarot de Marseille card. Texts are curated in both languages so that the
// symbolic reading never depends on a translation made at run time.

export type Lang = 'fr' | 'en';
export type Localized = Readonly<Record<Lang, string>>;
export type LocalizedList = Readonly<Record<Lang, readonly string[]>>;

export type Arcana = 'major' | 'minor';
export type SuitId = 'batons' | 'coupes' | 'deniers' | 'epees';
export type Orientation = 'upright' | 'reversed';

export interface CardMeaning {
  readonly keywords: LocalizedList;
  readonly text: Localized;
}

export interface TarotCard {
  /** Stable across releases: stored in draws and readings, so never renamed. */
  readonly id: string;
  readonly arcana: Arcana;
  readonly suit?: SuitId;
  /** Majors: 0 (Le Mat) to 21. Minors: 1 (As) to 10, then Valet 11, Cavalier 12, Reine 13, Roi 14. */
  readonly rank: number;
  /**
   * Roman numeral printed on the card: majors I–XXI and pips I–X. Le Mat and the court cards
   * have none, as on the old Marseille decks.
   */
  readonly numeral?: string;
  readonly name: Localized;
  /** How the name behaves in a sentence (French gender, article, elision). */
  readonly grammar: CardGrammar;
  readonly upright: CardMeaning;
  readonly reversed: CardMeaning;
}

/** One slot of a shuffled deck: which card lies there and whether it will come out reversed. */
export interface DeckSlot {
  readonly cardId: string;
  readonly reversed: boolean;
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numeral for 1–39, enough for the majors (XXI) and the pips (X). */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 39) throw new RangeError(`no numeral for ${n}`);
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}
