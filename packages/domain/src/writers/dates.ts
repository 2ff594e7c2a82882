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

/**
 * A span of days as people write it: « le 22 novembre 2026 », « du 3 au 9 mars 2027 »,
 * « du 28 février au 3 mars 2027 », « du 28 décembre 2026 au 3 janvier 2027 »; in English
 * "22 November 2026", "3–9 March 2027", "28 February – 3 March 2027".
 */
export function dateRange(from: string, to: string, lang: Lang): string {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm] = to.slice(0, 10).split('-').map(Number) as [number, number];
  if (from.slice(0, 10) === to.slice(0, 10))
    return lang === 'fr' ? `le ${longDate(from, lang)}` : longDate(from, lang);
  const end = longDate(to, lang);
  if (fy === ty && fm === tm) return lang === 'fr' ? `du ${dayNumber(fd, lang)} au ${end}` : `${fd}–${end}`;
  if (fy === ty) {
    const start = `${dayNumber(fd, lang)} ${monthName(fm, lang)}`;
    return lang === 'fr' ? `du ${start} au ${end}` : `${start} – ${end}`;
  }
  return lang === 'fr' ? `du ${longDate(from, lang)} au ${end}` : `${longDate(from, lang)} – ${end}`;
}

/** « de mars 2027 » / « d’août 2027 »: French elision before a month that starts with a vowel. */
export function ofMonth(month: number, year: number, lang: Lang): string {
  const name = `${monthName(month, lang)} ${year}`;
  if (lang === 'en') return `of ${name}`;
  return /^[aeiouyàâéèêh]/i.test(name) ? `d’${name}` : `de ${name}`;
}

/** « 1 h 30 », « 14 h 05 » / "1:30 am"-free 24-hour "14:05": the hour without a leading zero in French. */
export function clockTime(hhmm: string, lang: Lang): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return lang === 'fr'
    ? `${h}\u00a0h\u00a0${String(m).padStart(2, '0')}`
    : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** « lundi 23 novembre 2026 » / "Monday 23 November 2026". */
export function dayLabel(date: string, lang: Lang): string {
  const weekday = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${weekday} ${longDate(date, lang)}`;
}
