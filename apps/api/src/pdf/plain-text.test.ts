import { expect, test } from 'vitest';
import { plainLine } from './plain-text';

test('a typed name becomes one plain line: no bidi control, no invisible or control character', () => {
  expect(plainLine('\u202Eetnarevuos\u202C \u2066Zoé\u2069')).toBe('etnarevuos Zoé');
  expect(plainLine('Léa\u200F\u200B\uFEFF Durand')).toBe('Léa Durand');
  expect(plainLine('  Léa\n\tDurand\u0007\u2028Fin ')).toBe('Léa Durand Fin');
  expect(plainLine('Le\u0301a')).toBe('Léa'); // composed
  expect(plainLine('a\uD800b')).toBe('a\uFFFDb'); // a lone surrogate
  expect(plainLine('TOTAL TTC 0,00 € PAYÉ')).toBe('TOTAL TTC 0,00 € PAYÉ'); // printed as it is
});
