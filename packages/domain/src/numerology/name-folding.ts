// Turns a civil name as people type it ("Jean-François d'Arc", "Éloïse Lefèvre-Dœuf") into the
// A–Z letters the Pythagorean table knows, and says which letters are vowels.
//
// Particles (de, du, d', le, la, van, von…) are letters of the name and are kept: they are part
// of the name written on the birth certificate, and dropping them would give "La Fontaine" and
// "Lafontaine" different numbers. Spaces, hyphens and apostrophes only separate name parts,
// which matters for the Y rule and for showing subtotals, never for the totals.

import type { Digit } from './reduction';

export type LetterKind = 'vowel' | 'consonant';

export interface NameLetter {
  letter: string;
  value: Digit;
  kind: LetterKind;
  /** Index of the name part (word) the letter belongs to. */
  part: number;
}

// Letters that Unicode does not decompose into a base letter plus accents.
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  Œ: 'OE',
  œ: 'OE',
  Æ: 'AE',
  æ: 'AE',
  ß: 'SS',
  ẞ: 'SS',
  Ø: 'O',
  ø: 'O',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Ł: 'L',
  ł: 'L',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

const PLAIN_VOWELS = 'AEIOU';

/** The folded name parts, e.g. "Jean-François d'Arc" → ["JEAN", "FRANCOIS", "D", "ARC"]. */
export function nameParts(fullName: string): string[] {
  const folded = fullName
    .replace(/[ŒœÆæßẞØøĐđÐðŁłÞþı]/g, (c) => UNDECOMPOSED[c] ?? c)
    // NFKD also unfolds typographic ligatures such as "ﬁ" and full-width letters.
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase();
  return folded.split(/[^A-Z]+/).filter((part) => part.length > 0);
}

/** Uppercase A–Z letters only, particles included: "Jean-François d'Arc" → "JEANFRANCOISDARC". */
export function foldName(fullName: string): string {
  return nameParts(fullName).join('');
}

/** Pythagorean table: A=1 … I=9, J=1 … R=9, S=1 … Z=8. */
export function letterValue(letter: string): Digit {
  const code = letter.charCodeAt(0) - 65;
  if (letter.length !== 1 || code < 0 || code > 25) throw new RangeError(`not a folded letter: ${letter}`);
  return ((code % 9) + 1) as Digit;
}

/**
 * Y is a consonant when it is followed by a vowel at the start of a name part (Yannick, Yolande)
 * or stands between two vowels (Maya, Mayeul): there it sounds like the consonant of "yoga".
 * Everywhere else it is a vowel (Yves, Maryse, Sylvie, Guy). A spelling rule, because the letters
 * are all we have; it follows the usual "Y is a vowel when it sounds like one" in French names.
 */
export function isVowelAt(part: string, index: number): boolean {
  const letter = part[index];
  if (letter === undefined) return false;
  if (PLAIN_VOWELS.includes(letter)) return true;
  if (letter !== 'Y') return false;
  const before = part[index - 1];
  const after = part[index + 1];
  const vowelAfter = after !== undefined && PLAIN_VOWELS.includes(after);
  const vowelBefore = before !== undefined && PLAIN_VOWELS.includes(before);
  return !(vowelAfter && (index === 0 || vowelBefore));
}

/** Every letter of the name with its value, its kind and its name part. */
export function splitLetters(fullName: string): NameLetter[] {
  return nameParts(fullName).flatMap((part, partIndex) =>
    [...part].map((letter, i) => ({
      letter,
      value: letterValue(letter),
      kind: isVowelAt(part, i) ? ('vowel' as const) : ('consonant' as const),
      part: partIndex,
    })),
  );
}
