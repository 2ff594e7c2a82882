import { describe, expect, it } from 'vitest';
import {
  lifePathNumber,
  nextMonths,
  parseCivilDate,
  personalMonthNumber,
  personalYearNumber,
  todayInParis,
} from './date-numbers';

const date = (text: string) => {
  const parsed = parseCivilDate(text);
  if (!parsed) throw new Error(`bad test date ${text}`);
  return parsed;
};

describe('parseCivilDate', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(parseCivilDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCivilDate('2000-02-29')).not.toBeNull();
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '0000-01-01',
      '2023-2-1',
      '01/02/2023',
      '',
    ]) {
      expect(parseCivilDate(bad), bad).toBeNull();
    }
  });
});

describe('lifePathNumber', () => {
  // Hans Decoz, "Build your own numerology chart", decoz.com/do-your-own-numerology-report.htm
  // (the method of his book "Numerology: Key to Your Inner Self", 1994): October 12, 1936 → 5.
  // By hand: month 10 → 1+0 = 1; day 12 → 1+2 = 3; year 1936 → 1+9+3+6 = 19 → 1+9 = 10 → 1+0 = 1;
  // 1 + 3 + 1 = 5.
  it('matches Decoz: October 12, 1936 gives 5', () => {
    expect(lifePathNumber(date('1936-10-12'))).toEqual({
      value: 5,
      steps: ['1+0 = 1', '1+2 = 3', '1+9+3+6 = 19 → 1+9 = 10 → 1+0 = 1', '1 + 3 + 1 = 5'],
      totals: [5],
    });
  });

  // Same page: November 22, 1992. Month 11 and day 22 are master numbers, kept whole; year
  // 1+9+9+2 = 21 → 3; 11 + 22 + 3 = 36 → 3+6 = 9.
  it('matches Decoz: November 22, 1992 keeps 11 and 22 in the units and gives 9', () => {
    expect(lifePathNumber(date('1992-11-22')).steps).toEqual([
      '11',
      '22',
      '1+9+9+2 = 21 → 2+1 = 3',
      '11 + 22 + 3 = 36 → 3+6 = 9',
    ]);
    expect(lifePathNumber(date('1992-11-22')).value).toBe(9);
  });

  it('keeps the master numbers 11, 22 and 33 at the final step', () => {
    // 5 + (1+4 = 5) + (1+9+9+0 = 19 → 10 → 1) = 11.
    expect(lifePathNumber(date('1990-05-14')).value).toBe(11);
    // 9 + 4 + (1+9+7+1 = 18 → 9) = 22.
    expect(lifePathNumber(date('1971-09-04'))).toMatchObject({
      value: 22,
      steps: ['9', '4', '1+9+7+1 = 18 → 1+8 = 9', '9 + 4 + 9 = 22'],
    });
    // 11 + (2+9 = 11) + (2+0+0+9 = 11) = 33.
    expect(lifePathNumber(date('2009-11-29'))).toMatchObject({
      value: 33,
      steps: ['11', '2+9 = 11', '2+0+0+9 = 11', '11 + 11 + 11 = 33'],
    });
  });

  it('records the totals where a karmic debt can show', () => {
    // 1 + 6 + 9 = 16 → 7: the 16 of the grand total counts; the year's own 18 does not.
    expect(lifePathNumber(date('1971-01-06')).totals).toEqual([16, 7]);
    // 1990's digits add to 19, but a debt given to everyone born that year would mean nothing.
    expect(lifePathNumber(date('1990-05-14')).totals).toEqual([11]);
  });
});

describe('personal year and months', () => {
  const birth = date('1990-05-14');

  it('adds the birth month and day to the calendar year', () => {
    // 5 + (1+4 = 5) + (2+0+2+4 = 8) = 18 → 9.
    expect(personalYearNumber(birth, 2024)).toMatchObject({
      value: 9,
      steps: ['5', '1+4 = 5', '2+0+2+4 = 8', '5 + 5 + 8 = 18 → 1+8 = 9'],
    });
    // 5 + 5 + (2+0+2+5 = 9) = 19 → 10 → 1.
    expect(personalYearNumber(birth, 2025).value).toBe(1);
  });

  it('adds the personal year of that calendar year to the month, across the new year', () => {
    expect(nextMonths(date('2024-11-15'), 3)).toEqual([
      { year: 2024, month: 11 },
      { year: 2024, month: 12 },
      { year: 2025, month: 1 },
    ]);
    expect(personalMonthNumber(birth, 2024, 11)).toMatchObject({
      value: 2,
      steps: ['9 + 11 = 20 → 2+0 = 2'],
    });
    expect(personalMonthNumber(birth, 2024, 12).value).toBe(3);
    expect(personalMonthNumber(birth, 2025, 1)).toMatchObject({ value: 2, steps: ['1 + 1 = 2'] });
  });
});

describe('todayInParis', () => {
  it('uses the Paris calendar day', () => {
    expect(todayInParis(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(todayInParis(new Date('2024-06-30T21:59:00Z'))).toBe('2024-06-30');
  });
});
