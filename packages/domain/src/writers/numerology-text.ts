// The fr/en wording of the numerology reading: labels and sentence frames around the computed
// numbers. The meanings themselves are in numerology/meanings*.ts.

import type { CivilDate, ComputedNumber } from '../numerology/date-numbers';
import type { Lang } from '../numerology/meanings';
import type { KarmicDebtSource, NumerologyProfile } from '../numerology/profile';
import { isMasterNumber, reduce } from '../numerology/reduction';
import type { NumerologyNumber } from '../numerology/reduction';

export { longDate, monthName } from './dates';

export type ReadingDomain = 'amour' | 'travail' | 'general';

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b et c" / "a, b and c"; with `or`, "a, b ou c" / "a, b or c". */
export function joinList(items: readonly string[], lang: Lang, or = false): string {
  const last = items[items.length - 1] ?? '';
  if (items.length < 2) return last;
  const word = or ? (lang === 'fr' ? 'ou' : 'or') : lang === 'fr' ? 'et' : 'and';
  return `${items.slice(0, -1).join(', ')} ${word} ${last}`;
}

/** "Mots-clés : a, b, c." / "Keywords: a, b, c." */
export function keywordsSentence(keywords: readonly string[], lang: Lang, label?: string): string {
  const prefix = label ?? (lang === 'fr' ? 'Mots-clés' : 'Keywords');
  return `${prefix}${lang === 'fr' ? ' :' : ':'} ${keywords.join(', ')}.`;
}

/** Place of a number in the nine-year cycle: a master number counts as the digit it reduces to. */
export function cyclePosition(n: NumerologyNumber): number {
  return isMasterNumber(n) ? [...String(n)].reduce((a, d) => a + Number(d), 0) : n;
}

export function ordinal(n: number, lang: Lang): string {
  if (lang === 'fr') return n === 1 ? '1re' : `${n}e`;
  const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "11, nombre maître" the first time a master number is named; the plain number otherwise. */
export function numberWithMaster(n: NumerologyNumber, lang: Lang): string {
  if (!isMasterNumber(n)) return String(n);
  return lang === 'fr' ? `${n}, nombre maître` : `${n}, a master number`;
}

/** "mois 1+0 = 1, jour 1+2 = 3, année … puis 1 + 3 + 1 = 5" from [month, day, year, total] steps. */
export function dateSteps(steps: readonly string[], lang: Lang, yearLabel?: string): string {
  const [month, day, year, total] = steps;
  return lang === 'fr'
    ? `mois ${month}, jour ${day}, ${yearLabel ?? 'année'} ${year}, puis ${total}`
    : `month ${month}, day ${day}, ${yearLabel ?? 'year'} ${year}, then ${total}`;
}

/** Name-part subtotals then the total, one clause each. */
export function nameSteps(steps: readonly string[], lang: Lang): string {
  return steps.join(lang === 'fr' ? ' ; ' : '; ');
}

export const DEBT_SOURCE_LABELS: Record<Lang, Record<KarmicDebtSource, string>> = {
  fr: {
    life_path: 'votre chemin de vie',
    expression: 'votre nombre d’expression',
    soul_urge: 'votre nombre intime',
    personality: 'votre nombre de personnalité',
    birthday: 'votre jour de naissance',
  },
  en: {
    life_path: 'your life path',
    expression: 'your expression number',
    soul_urge: 'your soul urge',
    personality: 'your personality number',
    birthday: 'your birthday number',
  },
};

export const DOMAIN_HEADINGS: Record<Lang, Record<ReadingDomain, string>> = {
  fr: { amour: 'Amour', travail: 'Travail', general: 'Vue d’ensemble' },
  en: { amour: 'Love', travail: 'Work', general: 'Overview' },
};

export const TITLES: Record<Lang, Record<1 | 2 | 3, (firstName: string) => string>> = {
  fr: {
    1: (name) => `Votre numéro de chance, ${name}`,
    2: (name) => `Prévision à court terme, ${name}`,
    3: (name) => `Chemin de vie, ${name}`,
  },
  en: {
    1: (name) => `Your lucky number, ${name}`,
    2: (name) => `Short-term forecast, ${name}`,
    3: (name) => `Life path, ${name}`,
  },
};

export interface ReadingSection {
  heading: string;
  body: string;
}

/** What every option of the reading needs, computed once. */
export interface ReadingContext {
  profile: NumerologyProfile;
  lang: Lang;
  firstName: string;
  domain: ReadingDomain;
  birth: CivilDate;
  today: CivilDate;
  /** Personal year of today's calendar year (today may differ from the profile's current date). */
  personalYear: ComputedNumber;
  /** The forecast's months (option 2): the sold period's, when the caller knows it. */
  months?: { year: number; month: number }[];
  /** The sold period (YYYY-MM-DD, both days included), said to the customer in the forecast. */
  period?: { from: string; to: string };
}

/** "En amour, …" → "en amour, …", to follow "Cette année, ". */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function dayOrdinal(day: number, lang: Lang): string {
  if (lang === 'fr') return day === 1 ? '1er' : String(day);
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : day % 10 === 1 ? 'st' : day % 10 === 2 ? 'nd' : day % 10 === 3 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

/**
 * The days of any month whose number reduces to n, by the birthday rule (the 11th and 29th stay
 * 11, the 22nd stays 22). No day reduces to 33, so 33 gets the days of 6, the digit it reduces to.
 */
export function favourableDays(n: NumerologyNumber): number[] {
  const target = n === 33 ? 6 : n;
  return Array.from({ length: 31 }, (_, i) => i + 1).filter((day) => reduce(day).value === target);
}

/** "les 7, 16 et 25 de chaque mois" / "the 7th, 16th and 25th of every month". */
export function favourableDaysText(n: NumerologyNumber, lang: Lang): string {
  const days = favourableDays(n).map((d) => dayOrdinal(d, lang));
  const list = joinList(days, lang);
  const note = n === 33 ? (lang === 'fr' ? ' (le 33 se réduit à 6)' : ' (33 reduces to 6)') : '';
  if (lang === 'fr') return `${days.length > 1 ? 'les' : 'le'} ${list} de chaque mois${note}`;
  return `the ${list} of every month${note}`;
}
