// Curated meanings of the numbers, the karmic debts and the karmic lessons, in French and English.
// The texts live in meanings-fr.ts, meanings-en.ts, master-meanings.ts and karmic-meanings.ts; this file gives them
// out with the typography of their language applied.

import { englishTypography, frenchTypography } from '../text/typography';
import { KARMIC_DEBTS, KARMIC_LESSONS } from './karmic-meanings';
import { MASTER_MEANINGS } from './master-meanings';
import { MEANINGS_EN } from './meanings-en';
import { MEANINGS_FR } from './meanings-fr';
import type { KarmicDebtNumber } from './profile';
import type { Digit, NumerologyNumber } from './reduction';

export type Lang = 'fr' | 'en';

export interface NumberMeaning {
  keywords: string[];
  /** The number in itself. */
  general: string;
  lifePath: string;
  expression: string;
  soulUrge: string;
  personality: string;
  birthday: string;
  maturity: string;
  personalYear: string;
  personalMonth: string;
  /** The number's influence on love and on work during a year or a month it rules. */
  love: string;
  work: string;
  /** How the number works as a lucky number. */
  lucky: string;
}

export type NumberMeanings = Record<NumerologyNumber, NumberMeaning>;

export interface KarmicMeaning {
  /** A few words: "le travail et la persévérance". */
  theme: string;
  text: string;
}

function typeset<T>(value: T, fix: (text: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => typeset(v, fix)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeset(v, fix)])) as T;
  }
  return value;
}

const FIX: Record<Lang, (text: string) => string> = { fr: frenchTypography, en: englishTypography };

const NUMBERS: Record<Lang, NumberMeanings> = {
  fr: typeset({ ...MEANINGS_FR, ...MASTER_MEANINGS.fr }, FIX.fr),
  en: typeset({ ...MEANINGS_EN, ...MASTER_MEANINGS.en }, FIX.en),
};
const DEBTS = { fr: typeset(KARMIC_DEBTS.fr, FIX.fr), en: typeset(KARMIC_DEBTS.en, FIX.en) };
const LESSONS = { fr: typeset(KARMIC_LESSONS.fr, FIX.fr), en: typeset(KARMIC_LESSONS.en, FIX.en) };

export function numberMeaning(n: NumerologyNumber, lang: Lang): NumberMeaning {
  return NUMBERS[lang][n];
}

export function karmicDebtMeaning(n: KarmicDebtNumber, lang: Lang): KarmicMeaning {
  return DEBTS[lang][n];
}

export function karmicLessonMeaning(d: Digit, lang: Lang): KarmicMeaning {
  return LESSONS[lang][d];
}
