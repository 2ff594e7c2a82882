import { expect, test } from 'vitest';
import { centsToEuros, formatCents, parseEurosToCents } from './cents';

test('formats cents per locale, with the euro sign where each language puts it', () => {
  expect(formatCents(699, 'fr').replace(/\s/g, ' ')).toBe('6,99 €');
  expect(formatCents(1990, 'en')).toBe('€19.90');
  expect(centsToEuros(2990)).toBe(29.9);
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
