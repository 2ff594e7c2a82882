// Numbers drawn from the letters of the full birth name. Every letter of the name is added into one
// total (the usual French practice), and the subtotal of each name part is shown only to let the
// reading show its work: in French names, where a part ends (particles, hyphenated and compound
// names) is a matter of spelling, and it must not change the number.

import { DIGITS, formatReduction, reduce, reduceSum } from './reduction';
import type { Digit, NumerologyNumber, Reduction } from './reduction';
import type { ComputedNumber } from './date-numbers';
import type { LetterKind, NameLetter } from './name-folding';

export type InclusionGrid = Readonly<Record<Digit, number>>;

function lettersTotal(letters: readonly NameLetter[], kind?: LetterKind): ComputedNumber | null {
  const counted = kind === undefined ? letters : letters.filter((l) => l.kind === kind);
  if (counted.length === 0) return null;
  const byPart = new Map<number, NameLetter[]>();
  for (const letter of counted) byPart.set(letter.part, [...(byPart.get(letter.part) ?? []), letter]);

  const partLines: string[] = [];
  const subtotals: number[] = [];
  for (const partLetters of byPart.values()) {
    const subtotal = partLetters.reduce((sum, l) => sum + l.value, 0);
    subtotals.push(subtotal);
    // The part is written whole, even when only its vowels or consonants count, so the reader
    // recognises the name: "FRANCOIS → 1+6+9 = 16" for the vowels A, O, I.
    const values = partLetters.map((l) => l.value);
    const word = letters
      .filter((l) => l.part === partLetters[0]?.part)
      .map((l) => l.letter)
      .join('');
    partLines.push(
      values.length > 1 ? `${word} → ${values.join('+')} = ${subtotal}` : `${word} → ${subtotal}`,
    );
  }

  const reduction: Reduction = reduce(subtotals.reduce((a, b) => a + b, 0));
  const totalLine =
    subtotals.length > 1
      ? `${subtotals.join(' + ')} = ${formatReduction(reduction)}`
      : formatReduction(reduction);
  // A single part whose total needs no reduction would print its number twice.
  const steps =
    subtotals.length === 1 && reduction.pieces.length === 0 ? partLines : [...partLines, totalLine];
  return { value: reduction.value, steps, totals: reduction.chain };
}

/** Expression (destiny): every letter of the name. Null only for a name without letters. */
export function expressionNumber(letters: readonly NameLetter[]): ComputedNumber | null {
  return lettersTotal(letters);
}

/** Soul urge (heart's desire): the vowels, Y counted by the rule in name-folding.ts. */
export function soulUrgeNumber(letters: readonly NameLetter[]): ComputedNumber | null {
  return lettersTotal(letters, 'vowel');
}

/** Personality: the consonants. */
export function personalityNumber(letters: readonly NameLetter[]): ComputedNumber | null {
  return lettersTotal(letters, 'consonant');
}

/** "Grille d'inclusion": how many letters of the name carry each value 1–9. */
export function inclusionGrid(letters: readonly NameLetter[]): InclusionGrid {
  const grid: Record<Digit, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  for (const letter of letters) grid[letter.value] += 1;
  return grid;
}

/** Karmic lessons: the values 1–9 that no letter of the name carries. */
export function karmicLessons(grid: InclusionGrid): Digit[] {
  return DIGITS.filter((d) => grid[d] === 0);
}

export interface NamePartNumber {
  /** The part as its letters are counted: "SYLVIE". */
  word: string;
  /** Its letters' sum, then its reduction (masters kept): "1+7+3+9+4+5 = 29 → 2+9 = 11". */
  step: string;
  value: NumerologyNumber;
}

export interface NameByName {
  parts: NamePartNumber[];
  /** The parts' numbers added, then reduced: "11 + 22 = 33". */
  step: string;
  value: NumerologyNumber;
}

/**
 * The name read name by name (issue 38), beside the one total the profile keeps: each first name and
 * family name reduced on its own (masters kept), then the reduced parts added and reduced again.
 * « Sylvie Vartan »: SYLVIE 29 → 11, VARTAN 22, 11 + 22 = 33, where the one total gives 51 → 6.
 * Null for a name without letters.
 */
export function nameByName(letters: readonly NameLetter[]): NameByName | null {
  if (letters.length === 0) return null;
  const byPart = new Map<number, NameLetter[]>();
  for (const letter of letters) byPart.set(letter.part, [...(byPart.get(letter.part) ?? []), letter]);
  const parts: NamePartNumber[] = [...byPart.values()].map((partLetters) => {
    const values = partLetters.map((l) => l.value);
    const sum = values.reduce((a, b) => a + b, 0);
    const r = reduce(sum);
    const added = values.length > 1 ? `${values.join('+')} = ${sum}` : String(sum);
    return {
      word: partLetters.map((l) => l.letter).join(''),
      step: r.pieces.length > 0 ? `${added} → ${r.pieces.join(' → ')}` : added,
      value: r.value,
    };
  });
  const { reduction, step } = reduceSum(parts.map((p) => p.value));
  return { parts, step, value: reduction.value };
}
