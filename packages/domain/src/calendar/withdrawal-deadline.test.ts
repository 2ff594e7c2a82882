import { describe, expect, test } from 'vitest';
import {
  easterSunday,
  frenchPublicHolidays,
  isNonWorkingDay,
  parisDate,
  withdrawalDeadline,
  withdrawalLastDay,
} from './withdrawal-deadline';

describe('withdrawal deadline (L221-19)', () => {
  test('a credit on Saturday 28/11/2026 at 08:56 ends on Monday 14/12/2026 at 23:59:59 Paris', () => {
    const credited = new Date('2026-11-28T07:56:00Z'); // 08:56 in Paris (UTC+1)
    expect(withdrawalLastDay(credited)).toBe('2026-12-14'); // day 14 = Saturday 12, then Sunday 13
    expect(withdrawalDeadline(credited).toISOString()).toBe('2026-12-14T22:59:59.999Z');
  });

  test('the day of the credit is not counted: a weekday credit ends fourteen days later at midnight', () => {
    expect(withdrawalDeadline(new Date('2026-12-01T15:00:00Z')).toISOString()).toBe(
      '2026-12-15T22:59:59.999Z',
    );
  });

  test('a period ending on a public holiday moves to the next working day', () => {
    // 11 November 2026 is a Wednesday.
    expect(withdrawalLastDay(new Date('2026-10-28T10:00:00Z'))).toBe('2026-11-12');
    // Easter Monday 2026 is 6 April; Monday 23 March in winter time, the deadline in summer time.
    const easter = withdrawalDeadline(new Date('2026-03-23T09:00:00Z'));
    expect(easter.toISOString()).toBe('2026-04-07T21:59:59.999Z');
    // 8 May 2026 is a Friday: then Saturday, Sunday, Monday 11.
    expect(withdrawalLastDay(new Date('2026-04-24T09:00:00Z'))).toBe('2026-05-11');
    // Ascension 2026 (14 May, Thursday) and Whit Monday (25 May).
    expect(withdrawalLastDay(new Date('2026-04-30T09:00:00Z'))).toBe('2026-05-15');
    expect(withdrawalLastDay(new Date('2026-05-11T09:00:00Z'))).toBe('2026-05-26');
    // 25 December 2026 is a Friday: Saturday, Sunday, then Monday 28.
    expect(withdrawalLastDay(new Date('2026-12-11T09:00:00Z'))).toBe('2026-12-28');
    // 1 January 2027 is a Friday: then Monday 4.
    expect(withdrawalLastDay(new Date('2026-12-18T09:00:00Z'))).toBe('2027-01-04');
  });

  test('days are Paris days: 00:30 in Paris is still the previous day in UTC', () => {
    const credited = new Date('2026-06-29T22:30:00Z'); // Tuesday 30 June, 00:30 in Paris
    expect(parisDate(credited)).toBe('2026-06-30');
    expect(withdrawalLastDay(credited)).toBe('2026-07-15'); // 14 July is a holiday
    expect(parisDate(new Date('2026-06-29T21:30:00Z'))).toBe('2026-06-29');
  });

  test('across the clock changes the period still ends at 23:59:59 Paris time', () => {
    // Summer time ends on 25 October 2026: credited in CEST, ends in CET.
    expect(withdrawalDeadline(new Date('2026-10-20T08:00:00Z')).toISOString()).toBe(
      '2026-11-03T22:59:59.999Z',
    );
    // Summer time begins on 29 March 2026: credited in CET, ends in CEST.
    expect(withdrawalDeadline(new Date('2026-03-20T08:00:00Z')).toISOString()).toBe(
      '2026-04-03T21:59:59.999Z',
    );
  });

  test('Easter and the holidays', () => {
    expect(['2024', '2025', '2026', '2027', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect(isNonWorkingDay('2026-12-12')).toBe(true);
    expect(isNonWorkingDay('2026-12-14')).toBe(false);
  });
});
