// Option 1, "Votre numéro de chance": the lucky number with its calculation and favourable days,
// the personal year, and the asked domain (love, work or overview) for the current month.

import { personalMonthNumber } from '../numerology/date-numbers';
import { LUCKY_NUMBER_CONVENTION } from '../numerology/lucky-convention';
import { numberMeaning } from '../numerology/meanings';
import type { NumerologyNumber } from '../numerology/reduction';
import {
  cyclePosition,
  dateSteps,
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
        body: `Votre mois et votre jour de naissance avec l’année ${year} : ${dateSteps(c.personalYear.steps, lang)}.${afterSteps}\n\n${text}`,
      }
    : {
        heading: `Your personal year ${year}: ${py}`,
        body: `Your birth month and day with the year ${year}: ${dateSteps(c.personalYear.steps, lang)}.${afterSteps}\n\n${text}`,
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
  const month = personalMonthNumber(c.birth, c.today.year, c.today.month);
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
  const monthLabel = `${monthName(c.today.month, lang)} ${c.today.year}`;
  const monthSentence = fr
    ? `En ${monthLabel}, vous vivez un mois personnel ${month.value} (${month.steps[0] ?? ''}). ${numberMeaning(month.value, lang).personalMonth}`
    : `In ${monthLabel} you are in a personal month ${month.value} (${month.steps[0] ?? ''}). ${numberMeaning(month.value, lang).personalMonth}`;
  const body = [focus, lucky, kinship(p.lucky_number, py, c)].filter(Boolean).join(' ');
  return { heading: DOMAIN_HEADINGS[lang][c.domain], body: `${body}\n\n${monthSentence}` };
}

export function luckyNumberSections(c: ReadingContext): ReadingSection[] {
  return [luckySection(c), personalYearSection(c), domainSection(c)];
}
