// Numbers drawn from dates. The life path reduces month, day and year separately, keeping a master
// number met in any of them, then adds and reduces again (Hans Decoz's method, the most widely
// published one): adding every digit at once can hide a master number.

import { formatDigitReduction, reduce, reduceSum } from './reduction';
import type { NumerologyNumber } from './reduction';

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface ComputedNumber {
  value: NumerologyNumber;
  /** Language-neutral arithmetic, one line per step, e.g. "1+9+9+2 = 21 → 2+1 = 3". */
  steps: string[];
  /** The totals this number passed through, where karmic debts (13, 14, 16, 19) are looked for. */
  totals: number[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real Gregorian calendar date written YYYY-MM-DD (2023-02-29 is not one), or null. */
export function parseCivilDate(text: string): CivilDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function compareCivilDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function formatCivilDate(date: CivilDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

// Built once: an Intl.DateTimeFormat with a time zone costs about half a millisecond to make.
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Paris: the site is French, and a reading asked at 00:30 on 1 January is in the new year. */
export function todayInParis(now: Date = new Date()): string {
  const parts = parisDate.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Month, day and year each reduced (masters kept), then added and reduced: steps are those four lines. */
function dateNumber(month: number, day: number, year: number): ComputedNumber {
  const units = [reduce(month), reduce(day), reduce(year)];
  const { reduction, step } = reduceSum(units.map((u) => u.value));
  return {
    value: reduction.value,
    steps: [...units.map(formatDigitReduction), step],
    // Only the grand total counts for karmic debts: the day is the birthday's own number, and
    // counting the year's sum (1990 → 19) would give the same debt to everyone born that year.
    totals: reduction.chain,
  };
}

/** Life path: steps are [month, day, year, total]. */
export function lifePathNumber(birth: CivilDate): ComputedNumber {
  return dateNumber(birth.month, birth.day, birth.year);
}

/** Birthday number: the day of birth reduced, 11 and 22 kept (the 11th, 29th and 22nd). */
export function birthdayNumber(birth: CivilDate): ComputedNumber {
  const r = reduce(birth.day);
  return { value: r.value, steps: [formatDigitReduction(r)], totals: r.chain };
}

/**
 * Personal year of a calendar year (January to December, not birthday to birthday): the birth
 * month and day with that year, computed like the life path. Steps are [month, day, year, total].
 */
export function personalYearNumber(birth: CivilDate, year: number): ComputedNumber {
  return dateNumber(birth.month, birth.day, year);
}

/** Personal month: the personal year of that calendar year plus the month's number (1–12), reduced. */
export function personalMonthNumber(birth: CivilDate, year: number, month: number): ComputedNumber {
  const personalYear = personalYearNumber(birth, year).value;
  const { reduction, step } = reduceSum([personalYear, month]);
  return { value: reduction.value, steps: [step], totals: reduction.chain };
}

/** The given month and the following ones, crossing into the next year when needed. */
export function nextMonths(from: CivilDate, count: number): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const index = from.month - 1 + i;
    return { year: from.year + Math.floor(index / 12), month: (index % 12) + 1 };
  });
}
