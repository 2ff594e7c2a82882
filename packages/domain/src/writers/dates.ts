// Calendar dates as the readings, reports and e-mails write them, in French and English.

export type Lang = 'fr' | 'en';

const MONTHS: Record<Lang, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/** "mai" / "May" for 5. */
export function monthName(month: number, lang: Lang): string {
  return MONTHS[lang][month - 1] ?? String(month);
}

/** The day of the month as French writes it: "1er", then "2", "3"… */
function dayNumber(day: number, lang: Lang): string {
  return lang === 'fr' && day === 1 ? '1er' : String(day);
}

/** "1er mars 2026" / "1 March 2026" from YYYY-MM-DD (a longer ISO string is cut to its date). */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${dayNumber(d ?? 0, lang)} ${monthName(m ?? 0, lang)} ${y ?? ''}`;
}

/** "1er nov. 2026" / "1 Nov 2026", for tables. */
export function shortDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${dayNumber(d ?? 0, lang)} ${SHORT_MONTHS[lang][(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
}
