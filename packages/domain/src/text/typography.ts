/**
 * The one French typesetter: every text a customer reads (writers, curated meanings, e-mails, PDF)
 * is written with ordinary spaces and straight apostrophes and passes through here once, so the
 * sources stay readable and the output is the same everywhere.
 *
 * French (Imprimerie nationale usage): a no-break space (U+00A0) before « : » and inside « », a narrow
 * no-break space (U+202F) before ; ! ? and between a number and %, so that a line never starts with
 * a lone mark; typographic apostrophes. The PDF embeds DejaVu, which has both spaces. English only
 * gets its apostrophes.
 */
export type TypeLang = 'fr' | 'en';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

function apostrophes(text: string): string {
  // l'amour, aujourd'hui, it's; the students' (a letter before, no letter after)
  return text.replace(/(\p{L})'(?=\p{L}|\s|$|[.,;:!?)])/gu, '$1\u2019');
}

export function typeset(text: string, lang: TypeLang): string {
  const curly = apostrophes(text);
  if (lang === 'en') return curly;
  return curly
    .replace(/[ \u00a0\u202f]*([;!?])(?=\s|$|»|[;!?])/g, `${NNBSP}$1`)
    .replace(/[ \u00a0\u202f]+:|[ \u00a0\u202f]*:(?=\s|$)/g, `${NBSP}:`)
    .replace(/(\d)[ \u00a0\u202f]*%/g, `$1${NNBSP}%`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
}

/** The French setting alone (curated French texts). */
export const frenchTypography = (text: string): string => typeset(text, 'fr');
/** English keeps its spacing; only the apostrophes become typographic. */
export const englishTypography = (text: string): string => typeset(text, 'en');

/** True when every ; ! ? : % « » of a French text carries its no-break space (for tests). */
export function hasFrenchSpacing(text: string): boolean {
  return !/[^\u00a0\u202f][;!?»]|[^\u00a0\u202f\d]:\s|\d%|«[^\u00a0\u202f]/u.test(text);
}
