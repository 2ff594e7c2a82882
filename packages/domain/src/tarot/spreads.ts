// The spreads offered for each option and card count (seed: question 1–3 cards, short term 3–5,
// long term 7–10 with 7 by default). One spread per (option, count), so a draw never has to
// choose: the count the customer picked decides the layout.

import type { Spread, TarotOption } from './spread';
import { CELTIC_CROSS_SPREADS } from './spreads-celtic-cross';
import { LONG_TERM_SPREADS } from './spreads-long-term';
import { QUESTION_SPREADS } from './spreads-question';
import { SHORT_TERM_SPREADS } from './spreads-short-term';
import { TarotError } from './tarot-error';

export type { Spread, SpreadPosition, TarotOption } from './spread';

export interface CardCountRange {
  readonly min: number;
  readonly max: number;
  /** Pre-selected in the form: the richest classic spread of options 1–2, seven for option 3. */
  readonly default: number;
}

export const TAROT_OPTIONS: readonly TarotOption[] = [1, 2, 3];

export const CARD_COUNT_RANGE: Readonly<Record<TarotOption, CardCountRange>> = {
  1: { min: 1, max: 3, default: 3 },
  2: { min: 3, max: 5, default: 5 },
  3: { min: 7, max: 10, default: 7 },
};

export const SPREADS: readonly Spread[] = [
  ...QUESTION_SPREADS,
  ...SHORT_TERM_SPREADS,
  ...LONG_TERM_SPREADS,
  ...CELTIC_CROSS_SPREADS,
];

export function isTarotOption(value: unknown): value is TarotOption {
  return value === 1 || value === 2 || value === 3;
}

export function assertCardCount(option: TarotOption, count: number): void {
  if (!isTarotOption(option)) {
    throw new TarotError('INVALID_OPTION', 'option', `tarot option must be 1, 2 or 3, got ${String(option)}`);
  }
  const range = CARD_COUNT_RANGE[option];
  if (!Number.isInteger(count) || count < range.min || count > range.max) {
    throw new TarotError(
      'CARD_COUNT_OUT_OF_RANGE',
      'numCards',
      `option ${option} takes ${range.min} to ${range.max} cards, got ${String(count)}`,
      { option, min: range.min, max: range.max, count },
    );
  }
}

/** The spread for this option and card count; throws a `TarotError` outside the option's range. */
export function spreadFor(option: TarotOption, count: number): Spread {
  assertCardCount(option, count);
  const found = SPREADS.find((s) => s.option === option && s.positions.length === count);
  // Every count of every range has a spread (tested), so this is a data bug, not bad input.
  if (!found) throw new Error(`no spread for option ${option} with ${count} cards`);
  return found;
}

export function spreadById(id: string): Spread | undefined {
  return SPREADS.find((s) => s.id === id);
}
