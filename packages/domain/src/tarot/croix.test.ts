import { describe, expect, it } from 'vitest';
import { completeFaces, croixFifthCard } from './croix';
import { spreadFor } from './spreads';
import { cardById } from './deck';

const cards = (...ids: string[]) => ids.map(cardById);

describe('the croix’s fifth card', () => {
  it('adds the four numbers and reduces the total to 22 or less', () => {
    // 18 + 19 + 20 + 21 = 78 → 7 + 8 = 15: Le Diable.
    const high = croixFifthCard(
      cards('major-18-la-lune', 'major-19-le-soleil', 'major-20-le-jugement', 'major-21-le-monde'),
    );
    expect(high).toMatchObject({ sum: 78, steps: [78, 15] });
    expect(high.card.id).toBe('major-15-le-diable');
    // 1 + 2 + 3 + 4 = 10: La Roue de Fortune, no reduction.
    const low = croixFifthCard(
      cards('major-01-le-bateleur', 'major-02-la-papesse', 'major-03-l-imperatrice', 'major-04-l-empereur'),
    );
    expect(low).toMatchObject({ sum: 10, steps: [10] });
    expect(low.card.id).toBe('major-10-la-roue-de-fortune');
  });

  it('counts minors by rank and reads 22 as Le Mat', () => {
    // Roi 14 + Sept 7 + Le Mat 0 + As 1 = 22: Le Mat.
    const mat = croixFifthCard(cards('coupes-14-roi', 'epees-07-sept', 'major-00-le-mat', 'deniers-01-as'));
    expect(mat).toMatchObject({ sum: 22, steps: [22] });
    expect(mat.card.id).toBe('major-00-le-mat');
    // 14 + 13 + 12 + 21 = 60 → 6: L'Amoureux, a major even from court cards.
    const courts = croixFifthCard(
      cards('batons-14-roi', 'batons-13-reine', 'batons-12-cavalier', 'major-21-le-monde'),
    );
    expect(courts).toMatchObject({ sum: 60, steps: [60, 6] });
    expect(courts.card.arcana).toBe('major');
    expect(courts.card.id).toBe('major-06-l-amoureux');
  });

  it('takes exactly four cards', () => {
    expect(() => croixFifthCard(cards('major-01-le-bateleur'))).toThrow(RangeError);
  });

  it('completes the croix from its four picks, and leaves other spreads as picked', () => {
    const four = cards(
      'major-18-la-lune',
      'major-19-le-soleil',
      'major-20-le-jugement',
      'major-21-le-monde',
    ).map((card) => ({ card, reversed: true }));
    const full = completeFaces(spreadFor(2, 5), four);
    expect(full).toHaveLength(5);
    expect(full[4]).toEqual({ card: cardById('major-15-le-diable'), reversed: false });
    expect(completeFaces(spreadFor(2, 4), four)).toEqual(four);
    expect(() => completeFaces(spreadFor(2, 5), [...four, ...four.slice(0, 1)])).toThrow(RangeError);
  });
});
