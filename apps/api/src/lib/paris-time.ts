import type { Lang } from './lang';

const locale = (lang: Lang) => (lang === 'en' ? 'en-GB' : 'fr-FR');

/**
 * A moment as the site's documents state it: the long date and the time in Paris, in the reader's
 * language (« 12 décembre 2026 à 08:56 »). `seconds` where a legal deadline or a receipt is counted
 * from the moment (withdrawals, receipts).
 */
export function parisDateTime(at: Date, lang: Lang, precision: 'minutes' | 'seconds' = 'minutes'): string {
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'long',
    timeStyle: precision === 'seconds' ? 'medium' : 'short',
    timeZone: 'Europe/Paris',
  }).format(at);
}

/** A calendar day (YYYY-MM-DD, a Paris day) in long form in the reader's language. */
export function parisLongDay(isoDay: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}
