import { describe, expect, it, test } from 'vitest';
import { OFFERS, OPTION_NAMES, deliveryOf, optionName, priceCents, readingOptions } from './offers';

test('the three offers and their prices (TTC, cents)', () => {
  expect(OFFERS.map((o) => [o.option, o.priceCents])).toEqual([
    [1, 699],
    [2, 1990],
    [3, 2990],
  ]);
  expect(priceCents(2)).toBe(1990);
  for (const o of OFFERS) {
    for (const lang of ['fr', 'en'] as const) {
      expect(o.title[lang]).toBeTruthy();
      expect(o.features[lang].length).toBeGreaterThan(0);
    }
  }
  expect(Object.keys(OPTION_NAMES)).toEqual(['astrologie', 'numerologie', 'tarot']);
});

test('compatibility: a fourth option of astrology and numerology only, at 19,90 €, delivered as a PDF', () => {
  expect(readingOptions('astrologie')).toEqual([1, 2, 3, 4]);
  expect(readingOptions('numerologie')).toEqual([1, 2, 3, 4]);
  expect(readingOptions('tarot')).toEqual([1, 2, 3]);
  expect(priceCents(4)).toBe(1990);
  expect(deliveryOf(4)).toBe('pdf');
  expect(deliveryOf(1)).toBe('screen');
  expect(optionName('astrologie', 4, 'fr')).toBe('Compatibilité');
  expect(optionName('numerologie', 4, 'en')).toBe('Compatibility');
  expect(optionName('tarot', 4, 'fr')).toBe('4');
  expect(optionName('tarot', 2, 'fr')).toBe('Prévision à court terme');
  // Not one of the home page's pricing cards: a top-up never buys "option 4".
  expect(OFFERS.some((o) => (o.option as number) === 4)).toBe(false);
});

describe('the pricing cards say each thing once (issue 39)', () => {
  it('no feature repeats the delivery line (screen or PDF by e-mail), which the card prints itself', () => {
    for (const offer of OFFERS)
      for (const lang of ['fr', 'en'] as const)
        for (const feature of offer.features[lang])
          expect(feature, `${offer.option} ${lang}`).not.toMatch(/écran|screen|PDF|e-mail/i);
  });
});
