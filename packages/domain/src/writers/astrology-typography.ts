/**
 * French typography for the astrology texts: a non-breaking space before « : » and inside
 * guillemets, a narrow one before ; ! ? (Imprimerie nationale usage), and typographic
 * apostrophes. Sources are written with ordinary spaces and pass through here once, so they
 * stay readable and the output is consistent. English only gets the apostrophes.
 */
import type { Lang } from '../astrology/zodiac';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

export function typeset(text: string, lang: Lang): string {
  const apostrophes = text.replace(/(\p{L})'(\p{L})/gu, '$1\u2019$2');
  if (lang === 'en') return apostrophes;
  return apostrophes
    .replace(/[ \u00a0\u202f]*([;!?])(?=\s|$|»)/g, `${NNBSP}$1`)
    .replace(/[ \u00a0\u202f]*:(?=\s|$)/g, `${NBSP}:`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
}

/** "a, b et c" / "a, b and c". */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${last}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** True when every ; ! ? : « » of a French text carries its non-breaking space (for tests). */
export function hasFrenchSpacing(text: string): boolean {
  return !/[^\u00a0\u202f][;!?»]|[^\u00a0\u202f\d]:\s|«[^\u00a0\u202f]/u.test(text);
}
