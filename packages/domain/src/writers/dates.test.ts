import { describe, expect, test } from 'vitest';
import { longDate, monthName, shortDate } from './dates';

describe('dates as the readings write them', () => {
  test('French writes the first of the month "1er", English does not', () => {
    expect(longDate('2026-03-01', 'fr')).toBe('1er mars 2026');
    expect(longDate('2026-03-01', 'en')).toBe('1 March 2026');
    expect(shortDate('2026-11-01T09:00:00Z', 'fr')).toBe('1er nov. 2026');
    expect(shortDate('2026-11-01', 'en')).toBe('1 Nov 2026');
  });

  test('other days, and a timestamp cut to its date', () => {
    expect(longDate('1990-05-14', 'fr')).toBe('14 mai 1990');
    expect(longDate('1990-05-14T23:30:00+02:00', 'en')).toBe('14 May 1990');
    expect(shortDate('2026-02-28', 'fr')).toBe('28 févr. 2026');
  });

  test('month names, and a month out of range written as its number', () => {
    expect(monthName(8, 'fr')).toBe('août');
    expect(monthName(12, 'en')).toBe('December');
    expect(monthName(13, 'fr')).toBe('13');
  });
});
