import { describe, expect, test } from 'vitest';
import { clockTime, dateRange, longDate, monthName, ofMonth, shortDate } from './dates';

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

  test('spans of days as people write them, never « du 22 au 22 »', () => {
    expect(dateRange('2026-11-22', '2026-11-22', 'fr')).toBe('le 22 novembre 2026');
    expect(dateRange('2027-03-03', '2027-03-09', 'fr')).toBe('du 3 au 9 mars 2027');
    expect(dateRange('2027-03-01', '2027-03-09', 'fr')).toBe('du 1er au 9 mars 2027');
    expect(dateRange('2027-02-28', '2027-03-03', 'fr')).toBe('du 28 février au 3 mars 2027');
    expect(dateRange('2026-12-28', '2027-01-03', 'fr')).toBe('du 28 décembre 2026 au 3 janvier 2027');
    expect(dateRange('2027-03-03', '2027-03-09', 'en')).toBe('3–9 March 2027');
    expect(dateRange('2026-12-28', '2027-01-03', 'en')).toBe('28 December 2026 – 3 January 2027');
  });

  test('« d’août », « de mars »; hours without a leading zero', () => {
    expect(ofMonth(8, 2027, 'fr')).toBe('d’août 2027');
    expect(ofMonth(4, 2027, 'fr')).toBe('d’avril 2027');
    expect(ofMonth(3, 2027, 'fr')).toBe('de mars 2027');
    expect(clockTime('01:30', 'fr')).toBe('1\u00a0h\u00a030');
    expect(clockTime('14:05', 'en')).toBe('14:05');
  });
});
