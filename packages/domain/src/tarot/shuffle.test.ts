import { describe, expect, it } from 'vitest';
import { CARD_IDS, DECK_SIZE } from './deck';
import { randomInt, seededRandom, type RandomSource } from './random';
import { shuffleDeck } from './shuffle';

const SHUFFLES = 20_000;
// Each of the 78 × 78 cells is Binomial(n, 1/78), so a fair shuffle gives a statistic near
// 78 × 78 × (1 − 1/78) = 6006, with a spread of about √(2 × 77²) ≈ 109 (the permutation fixes
// every row and column total). Five spreads keep the seeded test far from flaky, while every
// biased variant below lands at twice the mean or more.
const MEAN = DECK_SIZE * (DECK_SIZE - 1);
const SPREAD = Math.sqrt(2 * (DECK_SIZE - 1) ** 2);
const CHI_SQUARE_LIMIT = MEAN + 5 * SPREAD;

/** Chi-square of "card c ended at position p" counts against the uniform 1/78. */
function positionChiSquare(shuffle: () => readonly string[]): number {
  const index = new Map(CARD_IDS.map((id, i) => [id, i]));
  const counts = new Float64Array(DECK_SIZE * DECK_SIZE);
  for (let s = 0; s < SHUFFLES; s++) {
    shuffle().forEach((id, pos) => {
      const c = index.get(id) ?? 0;
      counts[c * DECK_SIZE + pos] = (counts[c * DECK_SIZE + pos] ?? 0) + 1;
    });
  }
  const expected = SHUFFLES / DECK_SIZE;
  let chi = 0;
  for (const o of counts) chi += ((o - expected) * (o - expected)) / expected;
  return chi;
}

function fisherYates(pick: (n: number) => number): string[] {
  const ids = [...CARD_IDS];
  for (let i = ids.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [ids[i], ids[j]] = [ids[j] as string, ids[i] as string];
  }
  return ids;
}

describe('shuffleDeck', () => {
  it('returns a permutation of the 78 cards with an orientation each', () => {
    const deck = shuffleDeck();
    expect(deck).toHaveLength(78);
    expect(deck.map((s) => s.cardId).sort()).toEqual([...CARD_IDS].sort());
    expect(deck.every((s) => typeof s.reversed === 'boolean')).toBe(true);
  });

  it('is reproducible with a seed and differs between seeds', () => {
    expect(shuffleDeck(seededRandom(42))).toEqual(shuffleDeck(seededRandom(42)));
    expect(shuffleDeck(seededRandom(42))).not.toEqual(shuffleDeck(seededRandom(43)));
  });

  it('puts every card in every position uniformly (chi-square over 20 000 shuffles)', () => {
    const random = seededRandom(20_240_601);
    const chi = positionChiSquare(() => shuffleDeck(random).map((s) => s.cardId));
    expect(chi).toBeLessThan(CHI_SQUARE_LIMIT);
    // Too good a fit would be suspicious too (e.g. a source cycling through a short period).
    expect(chi).toBeGreaterThan(MEAN - 5 * SPREAD);
  });

  it('would reject biased shuffles with the same threshold', () => {
    const random = seededRandom(7);
    const unit = () => random() / 2 ** 32;
    // The classic mistake: sorting with a random comparator.
    const sorted = positionChiSquare(() => [...CARD_IDS].sort(() => unit() - 0.5));
    // Fisher–Yates fed by a byte taken modulo n (bytes 0–255 do not split evenly into n classes).
    const byteModulo = positionChiSquare(() => fisherYates((n) => (random() & 0xff) % n));
    // Fisher–Yates fed by Math.floor(unit * n) on a coarse 6-bit unit: same defect, another form.
    const coarse = positionChiSquare(() => fisherYates((n) => Math.floor(((random() >>> 26) / 64) * n)));
    for (const chi of [sorted, byteModulo, coarse]) expect(chi).toBeGreaterThan(CHI_SQUARE_LIMIT);
  });

  it('reverses each card half of the time', () => {
    const random = seededRandom(99);
    const reversedPerCard = new Map<string, number>(CARD_IDS.map((id) => [id, 0]));
    let reversed = 0;
    for (let s = 0; s < SHUFFLES; s++) {
      for (const slot of shuffleDeck(random)) {
        if (slot.reversed) {
          reversed++;
          reversedPerCard.set(slot.cardId, (reversedPerCard.get(slot.cardId) ?? 0) + 1);
        }
      }
    }
    const total = SHUFFLES * DECK_SIZE;
    // sd of the proportion over 1 560 000 coins is 0.0004.
    expect(Math.abs(reversed / total - 0.5)).toBeLessThan(0.002);
    // Per card: 78 binomial cells, chi-square with 78 degrees of freedom.
    let chi = 0;
    for (const r of reversedPerCard.values()) chi += ((r - SHUFFLES / 2) ** 2 / (SHUFFLES / 2)) * 2;
    expect(chi).toBeLessThan(78 + 5 * Math.sqrt(2 * 78));
  });
});

describe('randomInt', () => {
  it('rejects draws from the incomplete last block instead of folding them (no modulo bias)', () => {
    const values = [0xffffffff, 5];
    let calls = 0;
    const source: RandomSource = () => values[calls++] ?? 0;
    // 2^32 = 3 × 1431655765 + 1, so 0xffffffff is the one value that must be redrawn for n = 3.
    expect(randomInt(3, source)).toBe(2);
    expect(calls).toBe(2);
  });

  it('covers the whole range', () => {
    const random = seededRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(randomInt(78, random));
    expect(seen.size).toBe(78);
  });
});
