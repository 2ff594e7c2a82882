// Pinnacles, challenges, life cycles and the personal months of the period sold. Rules (decision
// record 0180), with the life path computed as in date-numbers.ts:
// - Month, day and year are each reduced to one digit for pinnacles and challenges (masters
//   reduced too: 11 → 2, 22 → 4), as Decoz's worked examples do.
// - Pinnacles: 1st = month + day, 2nd = day + year, 3rd = 1st + 2nd (their single digits),
//   4th = month + year, each reduced keeping 11, 22 and 33 when the sum lands on one.
//   The 1st ends at age 36 − the life path reduced to one digit; the 2nd and 3rd last nine years
//   each; the 4th runs for the rest of life.
// - Challenges: |month − day|, |day − year|, |1st − 2nd|, |month − year|: 0 to 8, never a master.
//   Same age spans as the pinnacles.
// - Life cycles: the month, the day, then the year, each reduced keeping masters (November: 11;
//   the 22nd: 22). The 2nd cycle starts in the personal year 1 nearest the 28th birthday, the 3rd
//   in the one nearest the 56th.
// - Personal months: from the order month included, as many as the period sold (3 or 12).

import {
  CHALLENGE_TEXTS,
  LIFE_CYCLE_NAMES,
  LIFE_CYCLE_TEXTS,
  PINNACLE_TEXTS,
  type ChallengeNumber,
} from './cycles-meanings';
import { lifePathNumber, nextMonths, personalMonthNumber, personalYearNumber } from './date-numbers';
import type { CivilDate } from './date-numbers';
import { englishTypography, frenchTypography } from '../text/typography';
import { reduce, reduceSum } from './reduction';
import type { NumerologyNumber } from './reduction';

export type { ChallengeNumber } from './cycles-meanings';
export type Lang = 'fr' | 'en';
type Texts = { fr: string; en: string };

export interface AgeSpan {
  fromAge: number;
  /** The age at which the next period starts; null for the last one. */
  toAge: number | null;
  /** Calendar years: birth year + ages. */
  fromYear: number;
  toYear: number | null;
}

export interface Pinnacle extends AgeSpan {
  index: 1 | 2 | 3 | 4;
  value: NumerologyNumber;
  /** "2 + 9 = 11", "8 + 9 = 17 → 1+7 = 8". */
  step: string;
  meaning: Texts;
}

export interface Challenge extends AgeSpan {
  index: 1 | 2 | 3 | 4;
  value: ChallengeNumber;
  /** "|2 − 9| = 7". */
  step: string;
  meaning: Texts;
}

export interface LifeCycle extends AgeSpan {
  index: 1 | 2 | 3;
  value: NumerologyNumber;
  name: Texts;
  meaning: Texts;
}

export interface PersonalMonth {
  year: number;
  month: number;
  value: NumerologyNumber;
  step: string;
}

/** Reduces to one digit, masters included (11 → 2); 0 stays 0. */
export function toDigit(n: number): number {
  return n === 0 ? 0 : 1 + ((n - 1) % 9);
}

const typeset = (t: Texts): Texts => ({ fr: frenchTypography(t.fr), en: englishTypography(t.en) });

function digits(birth: CivilDate) {
  return { m: toDigit(birth.month), d: toDigit(birth.day), y: toDigit(birth.year) };
}

function spans(birth: CivilDate): AgeSpan[] {
  const firstEnd = 36 - toDigit(lifePathNumber(birth).value);
  const bounds: [number, number | null][] = [
    [0, firstEnd],
    [firstEnd, firstEnd + 9],
    [firstEnd + 9, firstEnd + 18],
    [firstEnd + 18, null],
  ];
  return bounds.map(([fromAge, toAge]) => ({
    fromAge,
    toAge,
    fromYear: birth.year + fromAge,
    toYear: toAge === null ? null : birth.year + toAge,
  }));
}

export function pinnacles(birth: CivilDate): Pinnacle[] {
  const { m, d, y } = digits(birth);
  const first = reduceSum([m, d]);
  const second = reduceSum([d, y]);
  const third = reduceSum([toDigit(first.reduction.value), toDigit(second.reduction.value)]);
  const fourth = reduceSum([m, y]);
  return [first, second, third, fourth].map(({ reduction, step }, i) => ({
    index: (i + 1) as Pinnacle['index'],
    value: reduction.value,
    step,
    meaning: typeset(PINNACLE_TEXTS[reduction.value]),
    ...(spans(birth)[i] as AgeSpan),
  }));
}

export function challenges(birth: CivilDate): Challenge[] {
  const { m, d, y } = digits(birth);
  const diff = (a: number, b: number) => ({
    value: Math.abs(a - b),
    step: `|${a} − ${b}| = ${Math.abs(a - b)}`,
  });
  const first = diff(m, d);
  const second = diff(d, y);
  return [first, second, diff(first.value, second.value), diff(m, y)].map(({ value, step }, i) => ({
    index: (i + 1) as Challenge['index'],
    value: value as ChallengeNumber,
    step,
    meaning: typeset(CHALLENGE_TEXTS[value as ChallengeNumber]),
    ...(spans(birth)[i] as AgeSpan),
  }));
}

/** The calendar year of personal year 1 nearest the birthday at `age` (one falls in any nine years). */
function personalYearOneNear(birth: CivilDate, age: number): number {
  const target = birth.year + age;
  for (const offset of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    if (personalYearNumber(birth, target + offset).value === 1) return target + offset;
  }
  throw new Error('no personal year 1 within four years');
}

export function lifeCycles(birth: CivilDate): LifeCycle[] {
  const second = personalYearOneNear(birth, 28);
  const third = personalYearOneNear(birth, 56);
  const values = [reduce(birth.month).value, reduce(birth.day).value, reduce(birth.year).value];
  const starts = [birth.year, second, third];
  return values.map((value, i) => {
    const fromYear = starts[i] as number;
    const next = starts[i + 1];
    return {
      index: (i + 1) as LifeCycle['index'],
      value,
      name: LIFE_CYCLE_NAMES[i] as Texts,
      meaning: typeset(LIFE_CYCLE_TEXTS[value]),
      fromAge: fromYear - birth.year,
      toAge: next === undefined ? null : next - birth.year,
      fromYear,
      toYear: next ?? null,
    };
  });
}

/** Months covered by each option: the short-term forecast three, the life path twelve. */
export const PERIOD_MONTHS: Readonly<Record<2 | 3, number>> = { 2: 3, 3: 12 };

/** The personal months of the period sold, the order month first. */
export function personalMonthsOfPeriod(
  birth: CivilDate,
  orderDate: CivilDate,
  months: number,
): PersonalMonth[] {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be a positive integer, got ${months}`);
  return nextMonths(orderDate, months).map(({ year, month }) => {
    const n = personalMonthNumber(birth, year, month);
    return { year, month, value: n.value, step: n.steps[0] ?? '' };
  });
}
