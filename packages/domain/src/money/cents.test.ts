import { expect, test } from 'vitest';
import { centsToEuros, formatCents, intlFormat, parseEurosToCents } from './cents';

test('formats cents per locale, with the euro sign where each language puts it', () => {
  expect(formatCents(699, 'fr').replace(/\s/g, ' ')).toBe('6,99 €');
  expect(formatCents(1990, 'en')).toBe('€19.90');
  expect(centsToEuros(2990)).toBe(29.9);
});

test('writes every amount exactly as Intl.NumberFormat does, in both languages', () => {
  const amounts = [
    0, 1, 9, 10, 99, 100, 699, 1990, 99_999, 100_000, 123_456, 999_999, 1_000_000, 123_456_789,
  ];
  for (const lang of ['fr', 'en'] as const) {
    for (const cents of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      expect(formatCents(cents, lang)).toBe(intlFormat(cents, lang));
    }
    // Not a whole number of cents (never stored): Intl's own rounding.
    expect(formatCents(12.5, lang)).toBe(intlFormat(12.5, lang));
    expect(formatCents(-0, lang)).toBe(intlFormat(-0, lang));
  }
  expect(formatCents(123_456_789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
  expect(formatCents(-123_450, 'en')).toBe('-€1,234.50');
});

test('parses typed amounts exactly', () => {
  expect(parseEurosToCents('12,50')).toBe(1250);
  expect(parseEurosToCents('12.50')).toBe(1250);
  expect(parseEurosToCents('12.5')).toBe(1250);
  expect(parseEurosToCents(' 1 234,05 € ')).toBe(123405);
  expect(parseEurosToCents('-3')).toBe(-300);
  expect(parseEurosToCents(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: not an amount a person types
  expect(parseEurosToCents('abc')).toBeNull();
  expect(parseEurosToCents('1.234')).toBeNull();
  expect(parseEurosToCents('')).toBeNull();
});
