import { expect, test } from 'vitest';
import { OFFERS, OPTION_NAMES, priceCents } from './offers';

test('the three offers and their prices (TTC, cents)', () => {
  expect(OFFERS.map((o) => [o.option, o.priceCents])).toEqual([
    [1, 699],
    [2, 1990],
    [3, 2990],
  ]);
  expect(OFFERS.filter((o) => o.popular).map((o) => o.option)).toEqual([2]);
  expect(priceCents(2)).toBe(1990);
  for (const o of OFFERS) {
    for (const lang of ['fr', 'en'] as const) {
      expect(o.title[lang]).toBeTruthy();
      expect(o.features[lang].length).toBeGreaterThan(0);
    }
  }
  expect(Object.keys(OPTION_NAMES)).toEqual(['astrologie', 'numerologie', 'tarot']);
});
