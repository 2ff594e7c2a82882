import { describe, expect, it } from 'vitest';
import type { DeckSlot } from './card';
import { CARD_IDS } from './deck';
import { croixFifthCard } from './croix';
import { COMPUTED_POSITION, createDraw, revealPicks } from './draw';
import { seededRandom } from './random';
import { TarotError, type TarotErrorCode } from './tarot-error';

function codeOf(fn: () => unknown): TarotErrorCode {
  try {
    fn();
  } catch (error) {
    if (error instanceof TarotError) return error.code;
    throw error;
  }
  throw new Error('expected a TarotError');
}

describe('createDraw', () => {
  it('shuffles the 78 cards for a valid option and count', () => {
    const draw = createDraw(3, 10, seededRandom(5));
    expect(draw).toMatchObject({ option: 3, count: 10, spreadId: 'croix-celtique' });
    expect(draw.deck.map((s) => s.cardId).sort()).toEqual([...CARD_IDS].sort());
  });

  it('uses Web Crypto when no source is given', () => {
    expect(createDraw(1, 1).deck).toHaveLength(78);
  });

  it('refuses a count outside the option’s range', () => {
    expect(codeOf(() => createDraw(1, 4))).toBe('CARD_COUNT_OUT_OF_RANGE');
    expect(codeOf(() => createDraw(3, 6))).toBe('CARD_COUNT_OUT_OF_RANGE');
  });
});

describe('revealPicks', () => {
  const { deck } = createDraw(2, 5, seededRandom(11));

  it('reveals the picked slots in pick order, each in its spread position', () => {
    const positions = [77, 0, 40, 13, 5, 60, 22];
    const cards = revealPicks(deck, positions, 7, 3);
    expect(cards.map((c) => c.position)).toEqual(positions);
    cards.forEach((drawn, i) => {
      const slot = deck[positions[i] ?? -1];
      expect(drawn.card.id).toBe(slot?.cardId);
      expect(drawn.reversed).toBe(slot?.reversed);
      expect(drawn.spreadPosition.index).toBe(i);
    });
  });

  it('the croix: four picked cards, the fifth computed from them as tradition does, upright', () => {
    const positions = [77, 0, 40, 13];
    const cards = revealPicks(deck, positions, 5, 2);
    expect(cards).toHaveLength(5);
    expect(cards.slice(0, 4).map((c) => c.position)).toEqual(positions);
    expect(cards[0]?.spreadPosition.name.fr).toBe('Le pour');
    const fifth = cards[4]!;
    expect(fifth.position).toBe(COMPUTED_POSITION);
    expect(fifth.spreadPosition.name.en).toBe('The synthesis');
    expect(fifth.reversed).toBe(false);
    expect(fifth.card.id).toBe(croixFifthCard(cards.slice(0, 4).map((c) => c.card)).card.id);
    // Five picks for the croix is one too many: the centre is not drawn.
    expect(codeOf(() => revealPicks(deck, [1, 2, 3, 4, 5], 5, 2))).toBe('WRONG_PICK_COUNT');
  });

  it('uses the option to choose between spreads of the same size', () => {
    expect(revealPicks(deck, [1, 2, 3], 3, 2)[0]?.spreadPosition.name.fr).toBe('Le premier mois');
    expect(revealPicks(deck, [1, 2, 3], 3, 1)[0]?.spreadPosition.name.fr).toBe('La situation');
    expect(revealPicks(deck, [1, 2, 3], 3)[0]?.spreadPosition.name.fr).toBe('La situation');
    expect(revealPicks(deck, [1, 2, 3, 4, 5, 6, 7], 7)[6]?.spreadPosition.name.fr).toBe('L’issue');
  });

  it('rejects duplicate, out-of-range, non-integer, missing or extra positions', () => {
    expect(codeOf(() => revealPicks(deck, [3, 3, 4, 5], 5))).toBe('DUPLICATE_POSITION');
    expect(codeOf(() => revealPicks(deck, [1, 2, 78, 4], 5))).toBe('POSITION_OUT_OF_RANGE');
    expect(codeOf(() => revealPicks(deck, [-1, 2, 3, 4], 5))).toBe('POSITION_OUT_OF_RANGE');
    expect(codeOf(() => revealPicks(deck, [1.5, 2, 3, 4], 5))).toBe('POSITION_NOT_INTEGER');
    expect(codeOf(() => revealPicks(deck, ['1' as unknown as number, 2, 3, 4], 5))).toBe(
      'POSITION_NOT_INTEGER',
    );
    expect(codeOf(() => revealPicks(deck, [1, 2, 3, 4, 5, 6], 5))).toBe('WRONG_PICK_COUNT');
    expect(codeOf(() => revealPicks(deck, [1, 2, 3], 5))).toBe('WRONG_PICK_COUNT');
    expect(codeOf(() => revealPicks(deck, [1, 2, 3, 4, 5, 6], 6))).toBe('CARD_COUNT_OUT_OF_RANGE');
    expect(codeOf(() => revealPicks(deck, [1, 2, 3, 4], 4, 1))).toBe('CARD_COUNT_OUT_OF_RANGE');
  });

  it('rejects a stored deck that is not a shuffle of the 78 cards', () => {
    const short = deck.slice(1);
    const doubled: DeckSlot[] = [...deck.slice(0, 77), deck[0] as DeckSlot];
    const unknown: DeckSlot[] = [...deck.slice(0, 77), { cardId: 'joker', reversed: false }];
    for (const bad of [short, doubled, unknown])
      expect(codeOf(() => revealPicks(bad, [0], 1))).toBe('INVALID_DECK');
  });
});
