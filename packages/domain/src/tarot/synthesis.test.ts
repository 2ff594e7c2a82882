import { describe, expect, it } from 'vitest';
import { cardById } from './deck';
import { computeTarotSynthesis, reduceToMajor } from './synthesis';

const face = (id: string, reversed = false) => ({ card: cardById(id), reversed });

describe('reduceToMajor', () => {
  it('adds digits while the total is above 22, with 22 as Le Mat', () => {
    expect(reduceToMajor(57)).toEqual({ steps: [57, 12], major: 12 });
    expect(reduceToMajor(99)).toEqual({ steps: [99, 18], major: 18 });
    expect(reduceToMajor(21)).toEqual({ steps: [21], major: 21 });
    expect(reduceToMajor(22)).toEqual({ steps: [22], major: 0 });
    expect(reduceToMajor(0)).toEqual({ steps: [0], major: 0 });
    expect(reduceToMajor(499)).toEqual({ steps: [499, 22], major: 0 });
  });
});

describe('computeTarotSynthesis', () => {
  it('counts majors, suits, reversals and reduces the sum to a major arcanum', () => {
    const s = computeTarotSynthesis([
      face('major-19-le-soleil'),
      face('coupes-03-trois', true),
      face('coupes-13-reine'),
      face('epees-14-roi', true),
      face('major-13-l-arcane-sans-nom'),
    ]);
    expect(s).toMatchObject({ total: 5, majors: 2, minors: 3, reversed: 2, sum: 19 + 3 + 13 + 14 + 13 });
    expect(s.reversedRatio).toBeCloseTo(0.4);
    expect(s.suitCounts).toEqual({ batons: 0, coupes: 2, deniers: 0, epees: 1 });
    expect(s.dominantSuit).toBe('coupes');
    expect(s.dominantElement).toBe('water');
    // 62 → 6 + 2 = 8: La Justice.
    expect(s.reduction).toEqual([62, 8]);
    expect(s.synthesisCard.id).toBe('major-08-la-justice');
    expect(s.synthesisInDraw).toBe(false);
  });

  it('leaves the dominant suit unset on a tie and notices a synthesis card already drawn', () => {
    const s = computeTarotSynthesis([
      face('batons-01-as'),
      face('deniers-02-deux'),
      face('major-03-l-imperatrice'),
    ]);
    expect(s.leadingSuits).toEqual(['batons', 'deniers']);
    expect(s.dominantSuit).toBeUndefined();
    expect(s.synthesisCard.id).toBe('major-06-l-amoureux');
    const again = computeTarotSynthesis([face('major-01-le-bateleur'), face('major-02-la-papesse')]);
    expect(again.synthesisCard.id).toBe('major-03-l-imperatrice');
    expect(computeTarotSynthesis([face('major-03-l-imperatrice')]).synthesisInDraw).toBe(true);
  });
});
