import { FREE_NUMBER_KEYS, type FreeNumerologyResponse } from '@arcanes/contracts/free-tools';
import { todayInParis } from '@arcanes/domain/numerology/date-numbers';
import {
  karmicDebtMeaning,
  karmicLessonMeaning,
  numberMeaning,
  type NumberMeaning,
} from '@arcanes/domain/numerology/meanings';
import { splitLetters } from '@arcanes/domain/numerology/name-folding';
import { numerologyProfile, type KarmicDebtSource } from '@arcanes/domain/numerology/profile';
import { DIGITS, isMasterNumber, type Digit } from '@arcanes/domain/numerology/reduction';
import { AppError } from '#api/errors/app-error.ts';
import { numberLabel } from '#api/interpreter/fact-index.ts';
import { texts } from '#api/lib/i18n.ts';
import { numerologyOrFail } from '#api/modules/divination/divination.service.ts';

type Lang = 'fr' | 'en';
type Key = (typeof FREE_NUMBER_KEYS)[number];

const MEANING_OF: Readonly<Record<Key, keyof NumberMeaning>> = {
  life_path: 'lifePath',
  expression: 'expression',
  soul_urge: 'soulUrge',
  personality: 'personality',
  birthday: 'birthday',
  maturity: 'maturity',
  personal_year: 'personalYear',
};

function labelled(key: Key, steps: readonly string[], lang: Lang) {
  const t = texts(lang, 'tools');
  if (key === 'life_path' || key === 'personal_year') {
    const labels = (['month', 'day', 'year', 'total'] as const).map((k) => t(`step.${k}`));
    return steps.map((working, i) => ({ label: labels[i] ?? null, working }));
  }
  // Name numbers: a line per name part ("JEAN → 1+5+1+5 = 12"), then the total when there is one.
  const name = key === 'expression' || key === 'soul_urge' || key === 'personality';
  return steps.map((working, i) => ({
    label: name && steps.length > 1 && i === steps.length - 1 ? t('step.total') : null,
    working,
  }));
}

export function shareQuery(q: FreeNumerologyResponse['query']): string {
  return new URLSearchParams({ name: q.name, birth_date: q.birth_date, year: String(q.year) }).toString();
}

/** The core numbers with their working, letter by letter, and their curated meanings. */
export function freeNumerology(
  input: { name: string; birth_date: string; year?: number },
  lang: Lang,
  today = todayInParis(),
): FreeNumerologyResponse {
  const year = input.year ?? Number(today.slice(0, 4));
  // The personal year is the one of `year`; a birth date later than that year cannot have one.
  const currentDate = year === Number(today.slice(0, 4)) ? today : `${year}-12-31`;
  if (input.year !== undefined && Number(input.birth_date.slice(0, 4)) > year)
    throw new AppError('VALIDATION_FAILED', { detail: 'year' }, { year: 'year_before_birth' });
  const profile = numerologyOrFail(
    () => numerologyProfile({ fullName: input.name, birthDate: input.birth_date, currentDate }),
    { fullName: 'name', birthDate: 'birth_date', currentDate: 'year' },
  );
  const query = { name: profile.full_name, birth_date: profile.birth_date, year };
  // The names the readings use (decision 0102), from the one table of number labels.
  const sourceName = (s: KarmicDebtSource) => numberLabel(s, lang);
  return {
    query,
    share_query: shareQuery(query),
    letters: splitLetters(profile.full_name).map((l) => ({ ...l })),
    numbers: FREE_NUMBER_KEYS.map((key) => {
      const value = profile[key];
      const meaning = numberMeaning(value, lang);
      return {
        key,
        name: numberLabel(key, lang),
        value,
        master: isMasterNumber(value),
        rule: texts(lang, 'tools')(`rule.${key}`),
        steps: labelled(key, profile.steps[key], lang),
        keywords: [...meaning.keywords],
        meaning: String(meaning[MEANING_OF[key]]),
      };
    }),
    karmic_debts: profile.karmic_debts.map((d) => ({
      number: d.number,
      found_in: d.found_in.map(sourceName),
      theme: karmicDebtMeaning(d.number, lang).theme,
    })),
    karmic_lessons: profile.karmic_lessons.map((n) => ({
      number: n,
      theme: karmicLessonMeaning(n, lang).theme,
    })),
    inclusion_grid: DIGITS.map((n: Digit) => ({ number: n, count: profile.inclusion_grid[n] })),
  };
}
