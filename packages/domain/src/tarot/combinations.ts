// How the cards of a draw speak to one another. The rules, in this house's reading of the
// Tarot de Marseille:
// - Echoes: two cards of the same number in different suits (two Sevens, two Reines); a major
//   numbered I to X with the pip of the same number (Le Bateleur and an As, La Roue de Fortune
//   and a Dix), the major being the principle and the pip its everyday form; the Reine and the
//   Roi of one suit (the royal couple).
// - Oppositions: the polarities the tradition pairs (TRADITIONAL_PAIRS), each with its own note.
// - Repetitions: a number held by two cards or more (pips by their number, majors I–XXI by
//   theirs; Le Mat and the court cards have none), a court rank met twice or more, a suit met
//   twice or more. Same-suit cards are counted here rather than paired, as any draw of five has
//   some.
// - Shares: majors and reversed cards over the whole draw.

import type { Lang, Localized, SuitId, TarotCard } from './card';
import { frenchTypography } from '../text/typography';
import { SUIT_IDS, isCourtRank } from './suits';
import type { DrawnFace } from './synthesis';

export type PairKind = 'same_number' | 'major_and_pip' | 'royal_couple' | 'traditional_pair';
export type PairTone = 'echo' | 'oppose';

export interface CardPair {
  readonly kind: PairKind;
  readonly tone: PairTone;
  /** Indexes in the draw (the spread position), the earlier first. */
  readonly indexes: readonly [number, number];
  readonly cardIds: readonly [string, string];
  /** One sentence naming both cards. */
  readonly note: Localized;
}

export interface Repetition<K> {
  readonly key: K;
  readonly indexes: readonly number[];
}

export interface TarotCombinations {
  readonly pairs: readonly CardPair[];
  readonly repeatedNumbers: readonly Repetition<number>[];
  /** Court ranks 11 (Valet) to 14 (Roi) met twice or more. */
  readonly repeatedCourts: readonly Repetition<number>[];
  readonly repeatedSuits: readonly Repetition<SuitId>[];
  readonly majors: number;
  /** 0–1. */
  readonly majorShare: number;
  readonly reversed: number;
  /** 0–1. */
  readonly reversedShare: number;
}

const pair = (fr: string, en: string): Localized => ({ fr: frenchTypography(fr), en });

/** Major numbers, lower first, and what their meeting says. */
export const TRADITIONAL_PAIRS: readonly { majors: readonly [number, number]; note: Localized }[] = [
  {
    majors: [2, 5],
    note: pair(
      'La Papesse et le Pape se répondent : le savoir que l’on garde pour soi et celui que l’on transmet.',
      'The Popess and the Pope answer each other: knowledge kept to oneself and knowledge passed on.',
    ),
  },
  {
    majors: [3, 4],
    note: pair(
      'L’Impératrice et l’Empereur forment un couple : l’élan créateur d’un côté, la structure qui le contient de l’autre.',
      'The Empress and the Emperor make a couple: creative impulse on one side, the structure that holds it on the other.',
    ),
  },
  {
    majors: [0, 21],
    note: pair(
      'Le Mat et le Monde encadrent tout le chemin : le départ sans bagage et l’accomplissement.',
      'The Fool and the World frame the whole path: setting out with nothing and arriving at completion.',
    ),
  },
  {
    majors: [11, 12],
    note: pair(
      'La Force et le Pendu se font face : l’action maîtrisée contre l’abandon consenti.',
      'Strength and the Hanged Man face each other: mastered action against a surrender freely chosen.',
    ),
  },
  {
    majors: [13, 20],
    note: pair(
      'L’Arcane sans nom et le Jugement se répondent : ce qui se termine appelle une renaissance.',
      'The Nameless Arcanum and Judgement answer each other: what ends calls for a rebirth.',
    ),
  },
  {
    majors: [14, 15],
    note: pair(
      'Tempérance et le Diable s’opposent : la juste mesure face au désir sans limite.',
      'Temperance and the Devil stand opposed: the right measure against desire without limit.',
    ),
  },
  {
    majors: [16, 17],
    note: pair(
      'La Maison Dieu et l’Étoile se suivent : après l’effondrement, l’espoir qui se rallume.',
      'The House of God and the Star follow each other: after the collapse, hope rekindled.',
    ),
  },
  {
    majors: [18, 19],
    note: pair(
      'La Lune et le Soleil s’opposent : l’intuition de la nuit face à la clarté du jour.',
      'The Moon and the Sun stand opposed: the intuition of the night against the clarity of day.',
    ),
  },
];

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const both = (a: TarotCard, b: TarotCard, lang: Lang) =>
  `${capital(a.grammar[lang].the)} ${lang === 'fr' ? 'et' : 'and'} ${b.grammar[lang].the}`;

function echoNote(kind: Exclude<PairKind, 'traditional_pair'>, a: TarotCard, b: TarotCard): Localized {
  const names = { fr: both(a, b, 'fr'), en: both(a, b, 'en') };
  if (kind === 'same_number') {
    return pair(
      `${names.fr} portent le même nombre : ce thème revient avec insistance.`,
      `${names.en} carry the same number: this theme keeps coming back.`,
    );
  }
  if (kind === 'major_and_pip') {
    const [major, pip] = a.arcana === 'major' ? [a, b] : [b, a];
    return pair(
      `${names.fr} partagent leur nombre : ${major.grammar.fr.the} en donne le principe, ${pip.grammar.fr.the} la forme quotidienne.`,
      `${names.en} share a number: ${major.grammar.en.the} gives the principle, ${pip.grammar.en.the} its everyday form.`,
    );
  }
  return pair(
    `${names.fr} forment le couple royal de leur couleur : une autorité partagée, ou un équilibre à deux à trouver.`,
    `${names.en} make the royal couple of their suit: authority shared, or a balance two people must find.`,
  );
}

function pairOf(a: TarotCard, b: TarotCard): { kind: PairKind; note: Localized } | null {
  const [low, high] = a.rank <= b.rank ? [a, b] : [b, a];
  if (a.arcana === 'major' && b.arcana === 'major') {
    const found = TRADITIONAL_PAIRS.find((p) => p.majors[0] === low.rank && p.majors[1] === high.rank);
    return found ? { kind: 'traditional_pair', note: found.note } : null;
  }
  if (a.arcana === 'minor' && b.arcana === 'minor') {
    if (a.suit !== b.suit && a.rank === b.rank)
      return { kind: 'same_number', note: echoNote('same_number', a, b) };
    if (a.suit === b.suit && low.rank === 13 && high.rank === 14) {
      return { kind: 'royal_couple', note: echoNote('royal_couple', low, high) };
    }
    return null;
  }
  const [major, minor] = a.arcana === 'major' ? [a, b] : [b, a];
  if (major.rank >= 1 && major.rank <= 10 && minor.rank === major.rank) {
    return { kind: 'major_and_pip', note: echoNote('major_and_pip', major, minor) };
  }
  return null;
}

function repeated<K>(cards: readonly DrawnFace[], keyOf: (c: TarotCard) => K | null): Repetition<K>[] {
  const groups = new Map<K, number[]>();
  cards.forEach(({ card }, i) => {
    const key = keyOf(card);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  return [...groups].filter(([, idx]) => idx.length >= 2).map(([key, indexes]) => ({ key, indexes }));
}

export function tarotCombinations(cards: readonly DrawnFace[]): TarotCombinations {
  if (cards.length === 0) throw new RangeError('combinations need at least one card');
  const pairs: CardPair[] = [];
  cards.forEach((x, i) =>
    cards.slice(i + 1).forEach((y, k) => {
      const found = pairOf(x.card, y.card);
      if (!found) return;
      pairs.push({
        kind: found.kind,
        tone: found.kind === 'traditional_pair' ? 'oppose' : 'echo',
        indexes: [i, i + k + 1],
        cardIds: [x.card.id, y.card.id],
        note: found.note,
      });
    }),
  );
  const number = (c: TarotCard) =>
    c.rank === 0 || (c.arcana === 'minor' && isCourtRank(c.rank)) ? null : c.rank;
  const court = (c: TarotCard) => (c.arcana === 'minor' && isCourtRank(c.rank) ? c.rank : null);
  const bySuit = repeated(cards, (c) => c.suit ?? null).sort(
    (p, q) => q.indexes.length - p.indexes.length || SUIT_IDS.indexOf(p.key) - SUIT_IDS.indexOf(q.key),
  );
  const majors = cards.filter((c) => c.card.arcana === 'major').length;
  const reversed = cards.filter((c) => c.reversed).length;
  return {
    pairs,
    repeatedNumbers: repeated(cards, number).sort((p, q) => p.key - q.key),
    repeatedCourts: repeated(cards, court).sort((p, q) => p.key - q.key),
    repeatedSuits: bySuit,
    majors,
    majorShare: majors / cards.length,
    reversed,
    reversedShare: reversed / cards.length,
  };
}
