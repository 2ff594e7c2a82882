// Facts computed from a draw, shared by the written symbolic reading and the facts given to the
// interpreter, so that both describe the same draw in the same terms.
//
// The "carte de synthèse" follows the usual Marseille practice: add the values of the drawn
// cards (a major counts its number, Le Mat 0; a pip its number; Valet 11, Cavalier 12,
// Reine 13, Roi 14), then add the digits again while the total is above 22. 22 is Le Mat.

import type { SuitId, TarotCard } from './card';
import { majorByNumber } from './deck';
import { SUIT_IDS, suitById, type Element } from './suits';

export interface DrawnFace {
  readonly card: TarotCard;
  readonly reversed: boolean;
}

export interface TarotSynthesis {
  readonly total: number;
  readonly majors: number;
  readonly minors: number;
  readonly suitCounts: Readonly<Record<SuitId, number>>;
  /** Every suit sharing the highest count (empty without minors). */
  readonly leadingSuits: readonly SuitId[];
  /** Set only when one suit leads alone. */
  readonly dominantSuit?: SuitId;
  readonly dominantElement?: Element;
  readonly reversed: number;
  /** 0–1. */
  readonly reversedRatio: number;
  readonly sum: number;
  /** The sum, then each digit sum down to 0–22, e.g. [57, 12]. */
  readonly reduction: readonly number[];
  readonly synthesisCard: TarotCard;
  readonly synthesisInDraw: boolean;
}

export function cardValue(card: TarotCard): number {
  return card.rank;
}

function digitSum(n: number): number {
  return String(n)
    .split('')
    .reduce((acc, d) => acc + Number(d), 0);
}

/** Reduces a total to a major arcanum number 0–21 (22 and 0 are Le Mat). */
export function reduceToMajor(sum: number): { steps: number[]; major: number } {
  if (!Number.isInteger(sum) || sum < 0) throw new RangeError(`cannot reduce ${sum}`);
  const steps = [sum];
  let n = sum;
  while (n > 22) {
    n = digitSum(n);
    steps.push(n);
  }
  return { steps, major: n === 22 ? 0 : n };
}

export function computeTarotSynthesis(cards: readonly DrawnFace[]): TarotSynthesis {
  if (cards.length === 0) throw new RangeError('a synthesis needs at least one card');
  const suitCounts: Record<SuitId, number> = { batons: 0, coupes: 0, deniers: 0, epees: 0 };
  let majors = 0;
  let reversed = 0;
  let sum = 0;
  for (const { card, reversed: isReversed } of cards) {
    if (card.arcana === 'major') majors++;
    if (card.suit) suitCounts[card.suit]++;
    if (isReversed) reversed++;
    sum += cardValue(card);
  }
  const best = Math.max(...SUIT_IDS.map((s) => suitCounts[s]));
  const leadingSuits = best > 0 ? SUIT_IDS.filter((s) => suitCounts[s] === best) : [];
  const dominantSuit = leadingSuits.length === 1 ? leadingSuits[0] : undefined;
  const { steps, major } = reduceToMajor(sum);
  const synthesisCard = majorByNumber(major);
  return {
    total: cards.length,
    majors,
    minors: cards.length - majors,
    suitCounts,
    leadingSuits,
    ...(dominantSuit ? { dominantSuit, dominantElement: suitById(dominantSuit).element } : {}),
    reversed,
    reversedRatio: reversed / cards.length,
    sum,
    reduction: steps,
    synthesisCard,
    synthesisInDraw: cards.some((c) => c.card.id === synthesisCard.id),
  };
}
