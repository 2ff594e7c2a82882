// The symbolic numerology reading: the computed profile turned into fr/en sections for the three
// options of the seed (1 "Votre numéro de chance", 2 "Prévision à court terme", 3 "Chemin de vie").
// Every sentence names the reader's numbers or their calculation; the curated meanings are in
// numerology/meanings*.ts.

import { parseCivilDate, personalYearNumber } from '../numerology/date-numbers';
import { englishTypography, frenchTypography } from '../text/typography';
import type { Lang } from '../numerology/meanings';
import { NumerologyInputError } from '../numerology/numerology-input-error';
import type { NumerologyProfile } from '../numerology/profile';
import { forecastSections } from './numerology-forecast';
import { lifePathSections } from './numerology-life-path';
import { luckyNumberSections } from './numerology-lucky';
import { TITLES } from './numerology-text';
import type { ReadingContext, ReadingDomain, ReadingSection } from './numerology-text';

export type { ReadingDomain, ReadingSection } from './numerology-text';

export interface NumerologyReadingOptions {
  lang: Lang;
  option: 1 | 2 | 3;
  firstName: string;
  /** The domain asked in option 1 (and used by option 2 for each month); defaults to general. */
  domain?: ReadingDomain;
  /** YYYY-MM-DD; defaults to the profile's current date. */
  currentDate?: string;
  /**
   * The months the forecast (option 2) covers: every calendar month the sold period touches (three
   * from the order date reach into a fourth when they start after the 1st). Defaults to the current
   * month and the next two.
   */
  months?: { year: number; month: number }[];
  /**
   * The period sold (option 2), from the order date: the forecast says it (« du 15 mars au 14 juin
   * 2025 ») so that the customer knows its months start from the order, not from the 1st.
   */
  period?: { from: string; to: string };
}

export interface NumerologyReading {
  title: string;
  sections: ReadingSection[];
}

export function writeNumerologyReading(
  profile: NumerologyProfile,
  opts: NumerologyReadingOptions,
): NumerologyReading {
  const todayText = opts.currentDate ?? profile.current_date;
  const today = parseCivilDate(todayText);
  if (!today) {
    throw new NumerologyInputError(
      'INVALID_CURRENT_DATE',
      'currentDate',
      `currentDate must be YYYY-MM-DD, got "${todayText}"`,
    );
  }
  const birth = parseCivilDate(profile.birth_date);
  if (!birth)
    throw new NumerologyInputError('INVALID_BIRTH_DATE', 'birthDate', 'the profile has no valid birth date');

  const firstName = opts.firstName.trim() || profile.full_name.split(/\s+/)[0] || profile.full_name;
  const context: ReadingContext = {
    profile,
    lang: opts.lang,
    firstName,
    domain: opts.domain ?? 'general',
    birth,
    today,
    personalYear: personalYearNumber(birth, today.year),
    ...(opts.months ? { months: opts.months } : {}),
    ...(opts.period ? { period: opts.period } : {}),
  };
  const sections =
    opts.option === 1
      ? luckyNumberSections(context)
      : opts.option === 2
        ? forecastSections(context)
        : lifePathSections(context);

  const typeset = opts.lang === 'fr' ? frenchTypography : englishTypography;
  return {
    title: typeset(TITLES[opts.lang][opts.option](firstName)),
    sections: sections.map((s) => ({ heading: typeset(s.heading), body: typeset(s.body) })),
  };
}
