/**
 * The end of a withdrawal period as article L221-19 of the Code de la consommation counts it: the
 * fourteen days run from the day after the contract (the day of the contract is not counted), in
 * Paris calendar days; the period ends at the end of its last day; a last day that is a Saturday, a
 * Sunday or a public holiday (jour férié) moves to the next working day (decision 0277).
 */
import { offsetSecondsAt } from '../astrology/tz-history';
import { addDays } from './civil-dates';

/** The withdrawal period for a distance contract (L221-18), in days. */
export const WITHDRAWAL_DAYS = 14;

const PARIS = 'Europe/Paris';

/** Easter Sunday of a Gregorian year as YYYY-MM-DD (the anonymous Gregorian algorithm, Meeus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The eleven public holidays of metropolitan France (Code du travail L3133-1), as YYYY-MM-DD. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  return [
    ...fixed.map((md) => `${year}-${md}`),
    addDays(easter, 1), // lundi de Pâques
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // lundi de Pentecôte
  ].sort();
}

/** A Saturday, a Sunday or a public holiday: a period cannot end on it. */
export function isNonWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return true;
  return frenchPublicHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The Paris calendar day (YYYY-MM-DD) of an instant. */
export function parisDate(instant: Date): string {
  const local = instant.getTime() + offsetSecondsAt(instant.getTime(), PARIS) * 1000;
  return new Date(local).toISOString().slice(0, 10);
}

/** The instant at which a Paris calendar day ends (23:59:59.999 Paris time). */
export function endOfParisDay(date: string): Date {
  const wall = Date.parse(`${date}T23:59:59.999Z`);
  // No Paris clock change happens near midnight, so the offset read at the wall time is the one in force.
  const offset = offsetSecondsAt(wall - offsetSecondsAt(wall, PARIS) * 1000, PARIS);
  return new Date(wall - offset * 1000);
}

/** The last day of the period that starts the day after `concluded`, as YYYY-MM-DD (Paris). */
export function withdrawalLastDay(concluded: Date): string {
  let last = addDays(parisDate(concluded), WITHDRAWAL_DAYS);
  while (isNonWorkingDay(last)) last = addDays(last, 1);
  return last;
}

/** The instant the withdrawal period of a contract concluded at `concluded` ends. */
export function withdrawalDeadline(concluded: Date): Date {
  return endOfParisDay(withdrawalLastDay(concluded));
}
