/** Dates as people read them: "12 avril 1990" / "12 April 1990", in the page's language. */
const locale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'fr-FR');

/** A calendar date (YYYY-MM-DD, or the seed's YYYY-MM-DDTHH:MM) without any time-zone shift. */
export function formatCalendarDate(ymd: string | null | undefined, lang: string): string {
  if (!ymd) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  if (!m) return ymd;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}

/** An instant (ISO 8601) in the reader's time zone: "24/11/2026 14:05". */
export function formatInstant(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'short', timeStyle: 'short' }).format(d);
}
