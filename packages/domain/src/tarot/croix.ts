// The croix (Tarot de Marseille cross): the customer draws four cards, for, against, judgement
// and solution; the fifth, the synthesis at the centre, is not drawn but computed, as tradition
// does. Rule: add the numbers of the four cards (a major its number, Le Mat 0; a pip its number;
// Valet 11, Cavalier 12, Reine 13, Roi 14, as our 78-card draws include the minors), then add
// the digits of the total while it is above 22; the result names a major arcanum, 22 being
// Le Mat. 18 + 19 + 20 + 21 = 78 → 7 + 8 = 15, Le Diable. The computed card is read upright,
// and it may be one of the four already drawn.

import type { TarotCard } from './card';
import { majorByNumber } from './deck';
import { pickCount, type Spread } from './spread';
import { cardValue, reduceToMajor, type DrawnFace } from './synthesis';

export interface CroixFifthCard {
  readonly card: TarotCard;
  readonly sum: number;
  /** The sum, then each digit sum down to 22 or less, e.g. [78, 15]. */
  readonly steps: readonly number[];
}

export function croixFifthCard(cards: readonly TarotCard[]): CroixFifthCard {
  if (cards.length !== 4)
    throw new RangeError(`the croix computes its fifth card from four cards, got ${cards.length}`);
  const sum = cards.reduce((total, card) => total + cardValue(card), 0);
  const { steps, major } = reduceToMajor(sum);
  return { card: majorByNumber(major), sum, steps };
}

/**
 * The faces of a whole spread from the picked ones: for the croix, the four picked cards then the
 * computed fifth, upright; any other spread, the picks as they are.
 */
export function completeFaces(spread: Spread, picked: readonly DrawnFace[]): DrawnFace[] {
  const expected = pickCount(spread);
  if (picked.length !== expected) {
    throw new RangeError(`spread ${spread.id} takes ${expected} picked cards, got ${picked.length}`);
  }
  if (expected === spread.positions.length) return [...picked];
  return [...picked, { card: croixFifthCard(picked.map((f) => f.card)).card, reversed: false }];
}
