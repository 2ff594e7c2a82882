// The server side of a draw. The whole shuffled deck (cards and orientations) is created and kept
// on the server; the browser only ever sees 78 face-down positions and sends back the indexes the
// customer picked. Revealing then maps those indexes to cards, so nobody can choose a card by
// inspecting the page, and a stored draw can be replayed exactly for support or audit.

import { DECK_SIZE, cardById, isCardId } from './deck';
import type { DeckSlot, TarotCard } from './card';
import type { RandomSource } from './random';
import { shuffleDeck } from './shuffle';
import { croixFifthCard } from './croix';
import { pickCount } from './spread';
import { assertCardCount, spreadFor, type Spread, type SpreadPosition, type TarotOption } from './spreads';
import { TarotError } from './tarot-error';

export interface TarotDraw {
  readonly option: TarotOption;
  readonly count: number;
  readonly spreadId: string;
  /** 78 slots, shuffled; secret until revealed. */
  readonly deck: readonly DeckSlot[];
}

export interface DrawnCard {
  /** Index of the picked card in the face-down deck (0–77); −1 for a computed card (the croix's fifth). */
  readonly position: number;
  /** Where the card goes in the spread: the n-th pick takes the n-th position. */
  readonly spreadPosition: SpreadPosition;
  readonly card: TarotCard;
  readonly reversed: boolean;
}

export function createDraw(option: TarotOption, count: number, random?: RandomSource): TarotDraw {
  const spread = spreadFor(option, count);
  return { option, count, spreadId: spread.id, deck: shuffleDeck(random) };
}

/**
 * Reveals the picked cards in pick order. `option` chooses the spread when a count belongs to two
 * options (3 cards: question or short term); without it the first option admitting the count wins.
 */
export function revealPicks(
  deck: readonly DeckSlot[],
  positions: readonly number[],
  count: number,
  option?: TarotOption,
): DrawnCard[] {
  const spread = spreadForCount(count, option);
  assertDeck(deck);
  assertPositions(positions, pickCount(spread));
  const picked = positions.map((position, i) => {
    const slot = deck[position] as DeckSlot;
    const spreadPosition = spread.positions[i] as SpreadPosition;
    return { position, spreadPosition, card: cardById(slot.cardId), reversed: slot.reversed };
  });
  if (picked.length === spread.positions.length) return picked;
  // The croix: its fifth card is computed from the four picked (croix.ts), read upright.
  const spreadPosition = spread.positions[picked.length] as SpreadPosition;
  const card = croixFifthCard(picked.map((c) => c.card)).card;
  return [...picked, { position: COMPUTED_POSITION, spreadPosition, card, reversed: false }];
}

/** The deck index given to a computed card: it was never on the table. */
export const COMPUTED_POSITION = -1;

function spreadForCount(count: number, option?: TarotOption): Spread {
  if (option !== undefined) return spreadFor(option, count);
  for (const candidate of [1, 2, 3] as const) {
    try {
      assertCardCount(candidate, count);
      return spreadFor(candidate, count);
    } catch {
      // try the next option
    }
  }
  throw new TarotError('CARD_COUNT_OUT_OF_RANGE', 'numCards', `no spread takes ${String(count)} cards`, {
    count,
  });
}

/** A stored deck must still be a permutation of the 78 cards; anything else is tampering or a bug. */
export function assertDeck(deck: readonly DeckSlot[]): void {
  const seen = new Set<string>();
  const ok =
    Array.isArray(deck) &&
    deck.length === DECK_SIZE &&
    deck.every((slot) => {
      if (!slot || typeof slot.cardId !== 'string' || typeof slot.reversed !== 'boolean') return false;
      if (!isCardId(slot.cardId) || seen.has(slot.cardId)) return false;
      seen.add(slot.cardId);
      return true;
    });
  if (!ok) throw new TarotError('INVALID_DECK', 'deck', 'the stored deck is not a shuffle of the 78 cards');
}

function assertPositions(positions: readonly number[], count: number): void {
  if (!Array.isArray(positions) || positions.length !== count) {
    const got = Array.isArray(positions) ? positions.length : 0;
    throw new TarotError('WRONG_PICK_COUNT', 'cartes', `expected ${count} picked cards, got ${got}`, {
      expected: count,
      got,
    });
  }
  const seen = new Set<number>();
  for (const p of positions) {
    if (typeof p !== 'number' || !Number.isInteger(p)) {
      throw new TarotError(
        'POSITION_NOT_INTEGER',
        'cartes',
        `card position must be an integer, got ${String(p)}`,
        {
          position: p,
        },
      );
    }
    if (p < 0 || p >= DECK_SIZE) {
      throw new TarotError(
        'POSITION_OUT_OF_RANGE',
        'cartes',
        `card position must be 0 to ${DECK_SIZE - 1}, got ${p}`,
        {
          position: p,
        },
      );
    }
    if (seen.has(p)) {
      throw new TarotError('DUPLICATE_POSITION', 'cartes', `card position ${p} was picked twice`, {
        position: p,
      });
    }
    seen.add(p);
  }
}
