// Option 1, "Votre numéro de chance": the lucky number with its calculation and favourable days,
// the personal year, and the asked domain (love, work or overview) for the current month.

import { addDays, addMonths, lastDayOfMonth } from '../calendar/civil-dates';
import { personalMonthNumber } from '../numerology/date-numbers';
import { LUCKY_NUMBER_CONVENTION } from '../numerology/lucky-convention';
import { numberMeaning } from '../numerology/meanings';
import type { NumerologyNumber } from '../numerology/reduction';
import {
  cyclePosition,
  dateSteps,
  dayOrdinal,
  DOMAIN_HEADINGS,
  favourableDaysText,
  joinList,
  keywordsSentence,
  lowerFirst,
  monthName,
  numberWithMaster,
} from './numerology-text';
import type { ReadingContext, ReadingSection } from './numerology-text';

function luckySection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const n = p.lucky_number;
  const m = numberMeaning(n, lang);
  const [birthdayStep = '', luckyStep = ''] = [p.steps.birthday[0], p.steps.lucky_number[0]];
  if (lang === 'fr') {
    return {
      heading: `Votre numéro de chance : ${n}`,
      body:
        `${c.firstName}, votre numéro de chance naît de votre chemin de vie et de votre jour de naissance. ` +
        `Chemin de vie ${numberWithMaster(p.life_path, lang)} : ${dateSteps(p.steps.life_path, lang)}. ` +
        `Jour de naissance : ${birthdayStep}. Numéro de chance : ${luckyStep}. ` +
        `${LUCKY_NUMBER_CONVENTION.fr}\n\n` +
        `${m.lucky} ${keywordsSentence(m.keywords, lang, `Mots-clés du ${n}`)} ` +
        `Vos jours favorables : ${favourableDaysText(n, lang)}.`,
    };
  }
  return {
    heading: `Your lucky number: ${n}`,
    body:
      `${c.firstName}, your lucky number comes from your life path and the day you were born. ` +
      `Life path ${numberWithMaster(p.life_path, lang)}: ${dateSteps(p.steps.life_path, lang)}. ` +
      `Birthday: ${birthdayStep}. Lucky number: ${luckyStep}. ` +
      `${LUCKY_NUMBER_CONVENTION.en}\n\n` +
      `${m.lucky} ${keywordsSentence(m.keywords, lang, `Keywords of the ${n}`)} ` +
      `Your favourable days: ${favourableDaysText(n, lang)}.`,
  };
}

/** Also the first section of option 2, which adds a sentence after the steps. */
export function personalYearSection(c: ReadingContext, afterSteps = ''): ReadingSection {
  const { lang } = c;
  const py = c.personalYear.value;
  const year = c.today.year;
  const text = numberMeaning(py, lang).personalYear;
  return lang === 'fr'
    ? {
        heading: `Votre année personnelle ${year} : ${py}`,
        body: `Votre mois et votre jour de naissance avec l’année ${year} : ${dateSteps(c.personalYear.steps, lang)}. L’année personnelle suit ici l’année civile : elle court du 1er janvier au 31 décembre ${year}, et non d’un anniversaire à l’autre.${afterSteps}\n\n${text}`,
      }
    : {
        heading: `Your personal year ${year}: ${py}`,
        body: `Your birth month and day with the year ${year}: ${dateSteps(c.personalYear.steps, lang)}. The personal year here follows the calendar year: it runs from 1 January to 31 December ${year}, not from one birthday to the next.${afterSteps}\n\n${text}`,
      };
}

/** How the lucky number and the year relate: the same number, the same family (11 and 2), or neither. */
function kinship(lucky: NumerologyNumber, py: NumerologyNumber, c: ReadingContext): string {
  const fr = c.lang === 'fr';
  if (lucky === py) {
    return fr
      ? `Votre numéro de chance et votre année personnelle portent le même nombre, ${py} : une période où la chance joue franchement en votre faveur.`
      : `Your lucky number and your personal year share the same number, ${py}: a period when luck is clearly on your side.`;
  }
  if (cyclePosition(lucky) === cyclePosition(py)) {
    return fr
      ? `Votre numéro de chance ${lucky} et votre année ${py} sont de la même famille : ils se renforcent l’un l’autre.`
      : `Your lucky number ${lucky} and your year ${py} belong to the same family: each strengthens the other.`;
  }
  return '';
}

function domainSection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const py = c.personalYear.value;
  const yearMeaning = numberMeaning(py, lang);
  const luckyMeaning = numberMeaning(p.lucky_number, lang);
  const fr = lang === 'fr';
  const thisYear = fr ? 'Cette année, ' : 'This year, ';
  const focus =
    c.domain === 'amour'
      ? thisYear + lowerFirst(yearMeaning.love)
      : c.domain === 'travail'
        ? thisYear + lowerFirst(yearMeaning.work)
        : `${thisYear}${lowerFirst(yearMeaning.love)} ${yearMeaning.work}`;
  const lucky = fr
    ? `Votre numéro de chance ${p.lucky_number} y ajoute sa couleur (${joinList(luckyMeaning.keywords.slice(0, 3), lang)}).`
    : `Your lucky number ${p.lucky_number} adds its own colour (${joinList(luckyMeaning.keywords.slice(0, 3), lang)}).`;
  const monthSentence = comingMonth(c);
  const body = [focus, lucky, kinship(p.lucky_number, py, c)].filter(Boolean).join(' ');
  return { heading: DOMAIN_HEADINGS[lang][c.domain], body: `${body}\n\n${monthSentence}` };
}

/**
 * The month to come from the order date (issue 38): ordered on 28 November, the reading covers 28
 * November – 27 December, and both personal months it crosses are named; ordered on the 1st, one.
 */
function comingMonth(c: ReadingContext): string {
  const { lang, today } = c;
  const fr = lang === 'fr';
  const pad = (n: number) => String(n).padStart(2, '0');
  const start = `${today.year}-${pad(today.month)}-${pad(today.day)}`;
  const end = addDays(addMonths(start, 1), -1);
  const [ey, em, ed] = end.split('-').map(Number) as [number, number, number];
  const date = (d: number, m: number, y: number | null) =>
    `${fr ? dayOrdinal(d, lang) : d} ${monthName(m, lang)}${y === null ? '' : ` ${y}`}`;
  const startYear = ey === today.year ? null : today.year;
  const first = personalMonthNumber(c.birth, today.year, today.month);
  const span = fr
    ? `Le mois qui vient, du ${date(today.day, today.month, startYear)} au ${date(ed, em, ey)}`
    : `The month ahead, from ${date(today.day, today.month, startYear)} to ${date(ed, em, ey)}`;
  const meaning = (v: NumerologyNumber) => numberMeaning(v, lang).personalMonth;
  if (em === today.month && ey === today.year)
    return fr
      ? `${span}, est un mois personnel ${first.value} (${first.steps[0] ?? ''}). ${meaning(first.value)}`
      : `${span}, is a personal month ${first.value} (${first.steps[0] ?? ''}). ${meaning(first.value)}`;
  const second = personalMonthNumber(c.birth, ey, em);
  const lastDay = Number(lastDayOfMonth(today.year, today.month).slice(8));
  const until = fr
    ? `jusqu’au ${date(lastDay, today.month, null)}`
    : `until ${date(lastDay, today.month, null)}`;
  const then = `${monthName(em, lang)} ${ey}`;
  return fr
    ? `${span}, passe par deux mois personnels. ${capitalise(until)}, vous êtes en mois personnel ${first.value} (${first.steps[0] ?? ''}). ${meaning(first.value)} En ${then}, vous passez en mois personnel ${second.value} (${second.steps[0] ?? ''}). ${meaning(second.value)}`
    : `${span}, runs across two personal months. ${capitalise(until)}, you are in a personal month ${first.value} (${first.steps[0] ?? ''}). ${meaning(first.value)} In ${then}, you move into a personal month ${second.value} (${second.steps[0] ?? ''}). ${meaning(second.value)}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function luckyNumberSections(c: ReadingContext): ReadingSection[] {
  return [luckySection(c), personalYearSection(c), domainSection(c)];
}
