import { formatCents } from '#web/lib/money.ts';

/** Dates and times as an administrator in France reads them: the site's time zone, whatever the browser's. */
const TIME_ZONE = 'Europe/Paris';
const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'fr-FR');

export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** Compact, for dense tables: "22/11/26 06:50" / "22/11/26". */
export function formatShortDateTime(iso: string | null | undefined, lang: string, withTime = true): string {
  if (!iso) return '—';
  const opts: Intl.DateTimeFormatOptions = {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: TIME_ZONE,
  };
  if (withTime) Object.assign(opts, { hour: '2-digit', minute: '2-digit' });
  return new Intl.DateTimeFormat(locale(lang), opts).format(new Date(iso)).replace(',', '');
}

export function formatDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
}

/** A calendar day (YYYY-MM-DD) as "12 mars" / "12 Mar". */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatMoney(cents: number, lang: string): string {
  return formatCents(cents, lang);
}

/** 2400 → "40 min"; 9630 → "2 h 41 min"; 45 → "45 s". */
export function formatDuration(seconds: number | null, lang: string): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return lang === 'en' ? `${h} h ${m} min` : `${h} h ${String(m).padStart(2, '0')}`;
}

export function formatCount(n: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}
