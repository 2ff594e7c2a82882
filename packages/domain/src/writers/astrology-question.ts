/**
 * Option 1: one question in one domain, for a week or a month. It keeps to the placements
 * that domain is read from: Venus, the Moon, houses V and VII for love; Saturn, Mars, the MC,
 * houses VI and X for work; the Sun, Mars and house VI for vitality (never health advice).
 */
import type { Chart } from '../astrology/chart';
import type { Transit } from '../astrology/transits';
import type { PlanetId, PointId } from '../astrology/zodiac';
import { balanceOf, keyAspects, selectTransits } from './astrology-analysis';
import type { Domain, Lexicon, Period, Section } from './astrology-lexicon';
import {
  ascendantParagraph,
  aspectParagraph,
  houseParagraph,
  mcParagraph,
  openingParagraph,
  placementLine,
  planetParagraph,
  transitParagraph,
} from './astrology-paragraphs';

interface Focus {
  planets: readonly PlanetId[];
  angles: readonly ('ascendant' | 'mc')[];
  houses: readonly number[];
  /** Transiting planets that colour this domain even when they touch other points. */
  transiting: readonly PlanetId[];
}

const PERSONAL: readonly PointId[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'ascendant', 'mc'];

const FOCUS: Readonly<Record<Domain | 'general', Focus>> = {
  amour: { planets: ['venus', 'moon'], angles: [], houses: [5, 7], transiting: ['venus', 'mars', 'jupiter'] },
  travail: {
    planets: ['saturn', 'mars'],
    angles: ['mc'],
    houses: [6, 10],
    transiting: ['saturn', 'jupiter', 'mars'],
  },
  sante: { planets: ['sun', 'mars'], angles: [], houses: [6], transiting: ['mars', 'saturn'] },
  general: { planets: ['sun', 'moon'], angles: ['ascendant'], houses: [], transiting: [] },
};

function placementsBody(lex: Lexicon, chart: Chart, focus: Focus): string {
  const parts: string[] = [];
  for (const id of focus.planets) {
    const p = chart.planets.find((x) => x.id === id);
    if (p) parts.push(planetParagraph(lex, p));
  }
  for (const angle of focus.angles) {
    const text = angle === 'mc' ? mcParagraph(lex, chart) : ascendantParagraph(lex, chart);
    if (text) parts.push(text);
  }
  for (const h of focus.houses) {
    const text = houseParagraph(lex, chart, h);
    if (text) parts.push(text);
  }
  if (!chart.timeKnown && (focus.houses.length || focus.angles.length)) parts.push(lex.t.unknownTimeFocus);
  return parts.join('\n\n');
}

export interface QuestionInput {
  firstName: string;
  question?: string;
  domain?: Domain;
  period?: Period;
  transits?: readonly Transit[];
  birthPlaceLabel?: string;
}

export function questionSections(lex: Lexicon, chart: Chart, input: QuestionInput): Section[] {
  const focus = FOCUS[input.domain ?? 'general'];
  const period = lex.periods[input.period ?? 'mois'];
  const points: PointId[] = [...focus.planets, ...focus.angles];

  const opening = [openingParagraph(lex, chart, input.firstName, input.birthPlaceLabel)];
  if (input.question?.trim()) opening.push(lex.t.question(input.question.trim()));
  opening.push(input.domain ? lex.domains[input.domain].intro : lex.t.generalIntro);
  opening.push(lex.t.periodIntro(period.phrase));

  const aspects = keyAspects(chart, 3, points);
  const inHouses = (t: Transit) =>
    focus.houses.length > 0 &&
    t.natal !== 'ascendant' &&
    t.natal !== 'mc' &&
    focus.houses.includes(chart.planets.find((p) => p.id === t.natal)?.house ?? 0);
  // A transit counts if it touches the domain's points or planets in its houses, or if a
  // planet of the domain touches a personal point.
  const relevant = selectTransits(
    input.transits ?? [],
    5,
    (t) =>
      points.includes(t.natal) ||
      inHouses(t) ||
      (focus.transiting.includes(t.transiting) && PERSONAL.includes(t.natal)),
  );

  const b = balanceOf(chart);
  const anchors = focus.planets
    .map((id) => chart.planets.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .map((p) => placementLine(lex, p))
    .join('; ');
  const closing = input.domain ? lex.domains[input.domain].closing : lex.t.generalClosing;

  return [
    { heading: lex.t.headings.question, body: opening.join(' ') },
    { heading: lex.t.headings.keyPlacements, body: placementsBody(lex, chart, focus) },
    {
      heading: lex.t.headings.keyAspects,
      body: aspects.length ? aspects.map((a) => aspectParagraph(lex, a)).join('\n\n') : lex.t.noAspects,
    },
    {
      heading: period.heading,
      body: relevant.length
        ? relevant.map((t) => transitParagraph(lex, t)).join('\n\n')
        : lex.t.noTransits(period.phrase),
    },
    {
      heading: lex.t.headings.summary,
      body: lex.t.summary(anchors, lex.elements[b.strongest].name, lex.elements[b.strongest].strong, closing),
    },
  ];
}
