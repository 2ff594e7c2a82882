// Option 2, "Prévision à court terme": the personal year and its place in the nine-year cycle,
// the personal months of this month and the next two, then the life path they unfold on.

import { nextMonths, personalMonthNumber, personalYearNumber } from '../numerology/date-numbers';
import { numberMeaning } from '../numerology/meanings';
import {
  capitalise,
  cyclePosition,
  dateSteps,
  dayOrdinal,
  joinList,
  monthName,
  numberWithMaster,
  ordinal,
} from './numerology-text';
import type { ReadingContext, ReadingSection } from './numerology-text';
import { personalYearSection } from './numerology-lucky';

/**
 * The sold period as the customer reads it (issue 38): ordered on 15 March 2025, « du 15 mars au 14
 * juin 2025 », and why a fourth calendar month appears when the order is not on the 1st.
 */
function periodSentence(c: ReadingContext): string {
  if (!c.period) return '';
  const fr = c.lang === 'fr';
  const [fy, fm, fd] = c.period.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = c.period.to.split('-').map(Number) as [number, number, number];
  const date = (d: number, m: number, y: number | null) =>
    `${fr ? dayOrdinal(d, c.lang) : d} ${monthName(m, c.lang)}${y === null ? '' : ` ${y}`}`;
  const from = date(fd, fm, fy === ty ? null : fy);
  const to = date(td, tm, ty);
  const count = (c.months ?? []).length;
  const crossing =
    fd === 1 || count !== 4
      ? ''
      : fr
        ? ` Comme ils commencent en cours de mois, ils touchent quatre mois du calendrier, lus chacun ci-dessous.`
        : ` As they start mid-month, they touch four calendar months, each read below.`;
  return fr
    ? ` Vos trois mois partent du jour de votre commande : du ${from} au ${to}.${crossing}`
    : ` Your three months run from the day of your order: ${from} to ${to}.${crossing}`;
}

function yearSection(c: ReadingContext): ReadingSection {
  const position = ordinal(cyclePosition(c.personalYear.value), c.lang);
  return personalYearSection(
    c,
    (c.lang === 'fr'
      ? ` C’est la ${position} année de votre cycle de neuf ans.`
      : ` It is the ${position} year of your nine-year cycle.`) + periodSentence(c),
  );
}

function monthSections(c: ReadingContext): ReadingSection[] {
  const { lang } = c;
  const fr = lang === 'fr';
  return (c.months ?? nextMonths(c.today, 3)).map(({ year, month }) => {
    const pm = personalMonthNumber(c.birth, year, month);
    const m = numberMeaning(pm.value, lang);
    const parts: string[] = [];
    if (year !== c.today.year && month === 1) {
      // The personal year follows the calendar: January changes it, and the months with it.
      const py = personalYearNumber(c.birth, year);
      parts.push(
        fr
          ? `Le 1er janvier ${year}, vous entrez dans une année personnelle ${numberWithMaster(py.value, lang)} (${dateSteps(py.steps, lang)}).`
          : `On 1 January ${year} you enter a personal year ${numberWithMaster(py.value, lang)} (${dateSteps(py.steps, lang)}).`,
      );
    }
    parts.push(fr ? `Calcul : ${pm.steps[0] ?? ''}.` : `Calculation: ${pm.steps[0] ?? ''}.`, m.personalMonth);
    if (c.domain === 'amour') parts.push(m.love);
    else if (c.domain === 'travail') parts.push(m.work);
    else parts.push(m.love, m.work);
    const label = `${capitalise(monthName(month, lang))} ${year}`;
    return {
      heading: fr ? `${label} : mois personnel ${pm.value}` : `${label}: personal month ${pm.value}`,
      body: parts.join(' '),
    };
  });
}

function lifePathSection(c: ReadingContext): ReadingSection {
  const { profile: p, lang } = c;
  const lp = p.life_path;
  const py = c.personalYear.value;
  const lpMeaning = numberMeaning(lp, lang);
  const pyKeywords = joinList(numberMeaning(py, lang).keywords.slice(0, 2), lang);
  const lpKeywords = joinList(lpMeaning.keywords.slice(0, 2), lang);
  if (lang === 'fr') {
    const link =
      py === lp
        ? `Cette année vibre sur le même nombre que votre chemin de vie : ce que vous vivez maintenant touche au cœur de votre route.`
        : `Votre année ${py} (${pyKeywords}) s’inscrit dans un chemin de vie ${lp} (${lpKeywords}) : les mois qui viennent en sont une étape, non un détour.`;
    return {
      heading: `Dans le fil de votre chemin de vie ${lp}`,
      body: `Chemin de vie ${numberWithMaster(lp, lang)} : ${dateSteps(p.steps.life_path, lang)}.\n\n${lpMeaning.lifePath} ${link}`,
    };
  }
  const link =
    py === lp
      ? `This year carries the same number as your life path: what you go through now touches the core of your path.`
      : `Your year ${py} (${pyKeywords}) unfolds within a life path ${lp} (${lpKeywords}): the coming months are a stage of that road, not a detour.`;
  return {
    heading: `Within your life path ${lp}`,
    body: `Life path ${numberWithMaster(lp, lang)}: ${dateSteps(p.steps.life_path, lang)}.\n\n${lpMeaning.lifePath} ${link}`,
  };
}

export function forecastSections(c: ReadingContext): ReadingSection[] {
  return [yearSection(c), ...monthSections(c), lifePathSection(c)];
}
