/** Dates as people read them: "12 avril 1990" / "12 April 1990", in the page's language. */
import { monthName } from '@arcanes/domain/writers/dates';

const locale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'fr-FR');

/**
 * A calendar date (YYYY-MM-DD, or the seed's YYYY-MM-DDTHH:MM) without any time-zone shift:
 * "24 novembre 2026" / "24 November 2026", the text of `Intl.DateTimeFormat(…, { dateStyle: 'long' })`
 * (format-date.test.ts compares the two) written without it: the first Intl formatter a page builds
 * loads the locale's data, ~80 ms of main thread on a fast machine, paid by the connected page's card
 * of the day as its answer arrives (decision 0256). Years outside 1000–9999 go to Intl.
 */
export function formatCalendarDate(ymd: string | null | undefined, lang: string): string {
  if (!ymd) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return ymd;
  // Date.UTC as Intl is given it: an overflowing day or month rolls over, years 0–99 are 19xx.
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const year = d.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return intlCalendarDate(d, lang);
  const month = monthName(d.getUTCMonth() + 1, lang.startsWith('en') ? 'en' : 'fr');
  return `${d.getUTCDate()} ${month} ${year}`;
}

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter `formatCalendarDate` writes like, one per locale, built at its first use. */
export function intlCalendarDate(d: Date, lang: string): string {
  let formatter = calendarFormatters.get(locale(lang));
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' });
    calendarFormatters.set(locale(lang), formatter);
  }
  return formatter.format(d);
}

/** The site's time zone: every instant a page shows is read in it, and says so (issue 39). */
export const SITE_TIME_ZONE = 'Europe/Paris';

/**
 * An instant (ISO 8601) in Paris time, labelled: "24/11/2026 14:05 (heure de Paris)". The e-mails,
 * PDFs, invoices and admin pages give Paris time too, so the same event reads the same everywhere,
 * whatever the browser's zone.
 */
export function formatInstant(
  iso: string | null | undefined,
  lang: string,
  /** `long`: « 24 novembre 2026 à 14:05 (heure de Paris) », for prose and cards. */
  dateStyle: 'short' | 'long' = 'short',
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const text = new Intl.DateTimeFormat(locale(lang), {
    dateStyle,
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(d);
  return `${text} ${lang.startsWith('en') ? '(Paris time)' : '(heure de Paris)'}`;
}

/** The calendar day of an instant, in Paris (a day, no time: no zone to say). */
export function formatInstantDay(iso: string | Date, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(d);
}
