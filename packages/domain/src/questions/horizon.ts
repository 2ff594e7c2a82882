/**
 * How far a question reaches in time (« avant l’été », "by Christmas", « cette année », « dans les 6
 * mois »): the last day of that horizon, counted from the day the reading is asked, and what kind of
 * horizon it is (for the writers' words). A reading of one week asked « avant l’été » must say it reads
 * the week, not give a verdict on the months up to the summer (issue 35).
 */
import { addDays, addMonths, lastDayOfMonth } from '../calendar/civil-dates';
import { foldQuestion, type QuestionLang } from './normalize';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type Unit = 'day' | 'week' | 'month' | 'year';

export type HorizonKind =
  | { kind: 'season_start'; season: Season }
  | { kind: 'season_end'; season: Season }
  | { kind: 'christmas' }
  | { kind: 'rentree' }
  | { kind: 'year_end' }
  | { kind: 'next_year' }
  | { kind: 'month_end' }
  | { kind: 'next_month' }
  | { kind: 'next_week' }
  | { kind: 'count'; n: number; unit: Unit }
  | { kind: 'coming'; unit: Unit };

export type Horizon = HorizonKind & { until: string };

const SEASON_START: Record<Season, string> = {
  spring: '03-20',
  summer: '06-21',
  autumn: '09-22',
  winter: '12-21',
};
const NEXT_SEASON: Record<Season, Season> = {
  spring: 'summer',
  summer: 'autumn',
  autumn: 'winter',
  winter: 'spring',
};

/** The next day on or after `today` that falls on MM-DD. */
function nextOn(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/** The last day of the season now running, or of the next one when it is not running. */
function seasonEnd(today: string, season: Season): string {
  const year = Number(today.slice(0, 4));
  const start = `${year}-${SEASON_START[season]}`;
  const endOf = (from: string) => addDays(nextOn(addDays(from, 1), SEASON_START[NEXT_SEASON[season]]), -1);
  const running = endOf(start <= today ? start : `${year - 1}-${SEASON_START[season]}`);
  return today <= running ? running : endOf(nextOn(today, SEASON_START[season]));
}

// prettier-ignore
const NUMBERS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, quinze: 15, vingt: 20, quelques: 3,
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, few: 3, several: 3,
};
const numberOf = (w: string) => (/^\d+$/.test(w) ? Number(w) : (NUMBERS[w] ?? null));
const NUM = String.raw`(\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|quelques|a|an|one|two|three|four|five|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|a few|few|several)`;

const unitOf = (w: string): Unit =>
  /^(jour|day)/.test(w)
    ? 'day'
    : /^(semaine|week)/.test(w)
      ? 'week'
      : /^(mois|month)/.test(w)
        ? 'month'
        : 'year';

const SEASONS_FR: Record<string, Season> = {
  printemps: 'spring',
  ete: 'summer',
  automne: 'autumn',
  hiver: 'winter',
};
// prettier-ignore
const SEASONS_EN: Record<string, Season> = { spring: 'spring', summer: 'summer', autumn: 'autumn', fall: 'autumn', winter: 'winter' };

type Rule = [RegExp, (m: RegExpExecArray, today: string) => HorizonKind | null];

const BY_FR = String.raw`(?:avant|d ici|d ici a|jusqu a|pour)`;
const BY_EN = String.raw`(?:before|by|until|till|ahead of)`;

// prettier-ignore
const RULES: Record<QuestionLang, Rule[]> = {
  fr: [
    [new RegExp(String.raw` ${BY_FR} (?:l |le |la )?(printemps|ete|automne|hiver) `), (m) => ({ kind: 'season_start', season: SEASONS_FR[m[1]!]! })],
    [/ (?:cet|cette|pendant l|durant l) (printemps|ete|automne|hiver) | (?:fin de l|fin du) (printemps|ete|automne|hiver) /, (m) => ({ kind: 'season_end', season: SEASONS_FR[(m[1] ?? m[2])!]! })],
    [/ ce printemps /, () => ({ kind: 'season_end', season: 'spring' })],
    [/ noel /, () => ({ kind: 'christmas' })],
    [new RegExp(String.raw` ${BY_FR} (?:la )?rentree `), () => ({ kind: 'rentree' })],
    [/ (?:cette annee|fin de l annee|fin d annee|dans l annee|d ici la fin de l an) /, () => ({ kind: 'year_end' })],
    [/ (?:l annee prochaine|l an prochain) /, () => ({ kind: 'next_year' })],
    [/ (?:ce mois ci|fin du mois|ce mois) /, () => ({ kind: 'month_end' })],
    [/ (?:le mois prochain) /, () => ({ kind: 'next_month' })],
    [/ (?:la semaine prochaine) /, () => ({ kind: 'next_week' })],
    [new RegExp(String.raw` (?:dans|d ici|sous|en|pendant|sur|avant) (?:les |des |la |le )?${NUM} (?:prochain(?:e)?s? )?(jours?|semaines?|mois|ans?|annees?) `), (m) => count(m[1]!, m[2]!)],
    [/ (?:prochain(?:e)?s (jours|semaines|mois|annees)|(jours|semaines|mois|annees) (?:a venir|qui viennent)) /, (m) => ({ kind: 'coming', unit: unitOf((m[1] ?? m[2])!) })],
  ],
  en: [
    [new RegExp(String.raw` ${BY_EN} (?:the )?(spring|summer|autumn|fall|winter) `), (m) => ({ kind: 'season_start', season: SEASONS_EN[m[1]!]! })],
    [/ (?:this|during the|over the|end of the|end of) (spring|summer|autumn|fall|winter) /, (m) => ({ kind: 'season_end', season: SEASONS_EN[m[1]!]! })],
    [/ (?:christmas|xmas) /, () => ({ kind: 'christmas' })],
    [/ (?:this year|end of the year|year end|year is out|the year out) /, () => ({ kind: 'year_end' })],
    [/ next year /, () => ({ kind: 'next_year' })],
    [/ (?:this month|end of the month) /, () => ({ kind: 'month_end' })],
    [/ next month /, () => ({ kind: 'next_month' })],
    [/ next week /, () => ({ kind: 'next_week' })],
    [new RegExp(String.raw` (?:within|in|over|inside|during) (?:the )?(?:next |coming |following )?${NUM} (?:more )?(days?|weeks?|months?|years?) `), (m) => count(m[1]!, m[2]!)],
    [/ (?:within|in|over|during) the (?:next|coming|following) (days|weeks|months|years) /, (m) => ({ kind: 'coming', unit: unitOf(m[1]!) })],
    [/ (?:within|in|over|during) the (?:next|coming|following) (day|week|month|year) /, (m) => ({ kind: 'count', n: 1, unit: unitOf(m[1]!) })],
  ],
};

function count(n: string, unit: string): HorizonKind | null {
  const value = numberOf(n.replace(/^a few$/, 'few'));
  return value ? { kind: 'count', n: value, unit: unitOf(unit) } : null;
}

function untilOf(h: HorizonKind, today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (h.kind) {
    case 'season_start':
      return addDays(nextOn(addDays(today, 1), SEASON_START[h.season]), -1);
    case 'season_end':
      return seasonEnd(today, h.season);
    case 'christmas':
      return nextOn(today, '12-25');
    case 'rentree':
      return nextOn(today, '09-01');
    case 'year_end':
      return `${year}-12-31`;
    case 'next_year':
      return `${year + 1}-12-31`;
    case 'month_end':
      return lastDayOfMonth(year, month);
    case 'next_month':
      return month === 12 ? lastDayOfMonth(year + 1, 1) : lastDayOfMonth(year, month + 1);
    case 'next_week':
      return addDays(today, 14);
    case 'count':
    case 'coming': {
      const n = h.kind === 'count' ? h.n : 3;
      if (h.unit === 'day') return addDays(today, n);
      if (h.unit === 'week') return addDays(today, 7 * n);
      return addMonths(today, h.unit === 'month' ? n : 12 * n);
    }
  }
}

/**
 * The horizon a question names, with its last day counted from `today` (YYYY-MM-DD), or null when it
 * names none. A month named alone (« en avril ») is a moment, not a horizon: see the writers' timing.
 */
export function questionHorizon(question: string | null, lang: QuestionLang, today: string): Horizon | null {
  if (!question) return null;
  const text = foldQuestion(question);
  // The page's language first; a question may be written in the other.
  for (const l of lang === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const)) {
    for (const [pattern, kind] of RULES[l]) {
      const m = pattern.exec(text);
      const h = m ? kind(m, today) : null;
      if (h) return { ...h, until: untilOf(h, today) };
    }
  }
  return null;
}
