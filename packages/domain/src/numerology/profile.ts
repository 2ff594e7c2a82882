// The whole numerology profile of one person: the numbers, how each was found, and the karmic
// indications. Rules and their reasons: docs/decisions/0102-numerology-rules.md.

import {
  birthdayNumber,
  compareCivilDates,
  formatCivilDate,
  lifePathNumber,
  parseCivilDate,
  personalYearNumber,
  todayInParis,
} from './date-numbers';
import type { CivilDate, ComputedNumber } from './date-numbers';
import { foldName, splitLetters } from './name-folding';
import {
  expressionNumber,
  inclusionGrid,
  karmicLessons,
  personalityNumber,
  soulUrgeNumber,
} from './name-numbers';
import type { InclusionGrid } from './name-numbers';
import { NumerologyInputError } from './numerology-input-error';
import type { NumerologyInputErrorCode, NumerologyInputField } from './numerology-input-error';
import { reduceSum } from './reduction';
import type { Digit, NumerologyNumber } from './reduction';

export type CoreNumberKey =
  | 'life_path'
  | 'expression'
  | 'soul_urge'
  | 'personality'
  | 'birthday'
  | 'personal_year'
  | 'maturity'
  | 'lucky_number';

export type KarmicDebtNumber = 13 | 14 | 16 | 19;
export type KarmicDebtSource = 'life_path' | 'expression' | 'soul_urge' | 'personality' | 'birthday';

export interface KarmicDebt {
  number: KarmicDebtNumber;
  /** The core numbers whose calculation passed through it, in the order of KarmicDebtSource. */
  found_in: KarmicDebtSource[];
}

export interface NumerologyProfile {
  full_name: string;
  /** The letters that were counted: "JEANFRANCOISDARC". */
  folded_name: string;
  birth_date: string;
  current_date: string;
  /** The calendar year the personal year is for (the year of current_date). */
  personal_year_of: number;
  life_path: NumerologyNumber;
  expression: NumerologyNumber;
  soul_urge: NumerologyNumber;
  personality: NumerologyNumber;
  birthday: NumerologyNumber;
  personal_year: NumerologyNumber;
  maturity: NumerologyNumber;
  lucky_number: NumerologyNumber;
  /**
   * Language-neutral arithmetic for each number. life_path and personal_year: [month, day, year,
   * total]; name numbers: one line per name part then the total; the others: one line.
   */
  steps: Record<CoreNumberKey, string[]>;
  karmic_debts: KarmicDebt[];
  karmic_lessons: Digit[];
  inclusion_grid: InclusionGrid;
}

export interface NumerologyProfileInput {
  fullName: string;
  birthDate: string;
  /** Defaults to today in Paris. */
  currentDate?: string;
}

const KARMIC_DEBT_NUMBERS: readonly KarmicDebtNumber[] = [13, 14, 16, 19];
const MAX_NAME_LENGTH = 200;

function fail(code: NumerologyInputErrorCode, field: NumerologyInputField, message: string): never {
  throw new NumerologyInputError(code, field, message);
}

function requireDate(text: string, code: NumerologyInputErrorCode, field: NumerologyInputField): CivilDate {
  return (
    parseCivilDate(text) ??
    fail(code, field, `${field} must be a real date written YYYY-MM-DD, got "${text}"`)
  );
}

function requireNameNumber(value: ComputedNumber | null, code: NumerologyInputErrorCode): ComputedNumber {
  return (
    value ??
    fail(code, 'fullName', `fullName gives no ${code === 'NAME_WITHOUT_VOWELS' ? 'vowel' : 'consonant'}`)
  );
}

/** Combines two numbers already found (maturity, lucky number): "7 + 6 = 13 → 1+3 = 4". */
function combine(a: NumerologyNumber, b: NumerologyNumber): ComputedNumber {
  const { reduction, step } = reduceSum([a, b]);
  return { value: reduction.value, steps: [step], totals: reduction.chain };
}

function findKarmicDebts(sources: Record<KarmicDebtSource, ComputedNumber>): KarmicDebt[] {
  return KARMIC_DEBT_NUMBERS.flatMap((number) => {
    const found_in = (Object.keys(sources) as KarmicDebtSource[]).filter((key) =>
      sources[key].totals.includes(number),
    );
    return found_in.length > 0 ? [{ number, found_in }] : [];
  });
}

/**
 * Computes the profile. Throws NumerologyInputError for a date that is not a real calendar date,
 * a birth date after the current date, or a name without letters, vowels or consonants.
 */
export function numerologyProfile(input: NumerologyProfileInput): NumerologyProfile {
  const birth = requireDate(input.birthDate, 'INVALID_BIRTH_DATE', 'birthDate');
  const currentText = input.currentDate ?? todayInParis();
  const current = requireDate(currentText, 'INVALID_CURRENT_DATE', 'currentDate');
  if (compareCivilDates(birth, current) > 0) {
    fail('BIRTH_DATE_AFTER_CURRENT_DATE', 'birthDate', 'birthDate is after currentDate');
  }

  const fullName = input.fullName.trim();
  if (fullName.length > MAX_NAME_LENGTH) {
    fail('NAME_TOO_LONG', 'fullName', `fullName is longer than ${MAX_NAME_LENGTH} characters`);
  }
  const letters = splitLetters(fullName);
  const expression =
    expressionNumber(letters) ?? fail('NAME_WITHOUT_LETTERS', 'fullName', 'fullName has no letter A–Z');
  // A name without vowels or consonants would give a number 0 that has no meaning to read.
  const soulUrge = requireNameNumber(soulUrgeNumber(letters), 'NAME_WITHOUT_VOWELS');
  const personality = requireNameNumber(personalityNumber(letters), 'NAME_WITHOUT_CONSONANTS');

  const lifePath = lifePathNumber(birth);
  const birthday = birthdayNumber(birth);
  const personalYear = personalYearNumber(birth, current.year);
  const maturity = combine(lifePath.value, expression.value);
  const lucky = combine(lifePath.value, birthday.value);
  const grid = inclusionGrid(letters);

  return {
    full_name: fullName,
    folded_name: foldName(fullName),
    birth_date: formatCivilDate(birth),
    current_date: formatCivilDate(current),
    personal_year_of: current.year,
    life_path: lifePath.value,
    expression: expression.value,
    soul_urge: soulUrge.value,
    personality: personality.value,
    birthday: birthday.value,
    personal_year: personalYear.value,
    maturity: maturity.value,
    lucky_number: lucky.value,
    steps: {
      life_path: lifePath.steps,
      expression: expression.steps,
      soul_urge: soulUrge.steps,
      personality: personality.steps,
      birthday: birthday.steps,
      personal_year: personalYear.steps,
      maturity: maturity.steps,
      lucky_number: lucky.steps,
    },
    karmic_debts: findKarmicDebts({
      life_path: lifePath,
      expression,
      soul_urge: soulUrge,
      personality,
      birthday,
    }),
    karmic_lessons: karmicLessons(grid),
    inclusion_grid: grid,
  };
}
