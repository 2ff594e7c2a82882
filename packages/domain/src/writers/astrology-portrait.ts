/** Option 3: the full natal portrait, then the year's major transits. */
import type { Chart } from '../astrology/chart';
import type { Transit } from '../astrology/transits';
import { PLANETS, PLANET_IDS, pointName, signInfo } from '../astrology/zodiac';
import type { Element, PlanetId } from '../astrology/zodiac';
import { SLOW_PLANETS, balanceOf, dominantPlanets, keyAspects, selectTransits } from './astrology-analysis';
import type { Lexicon, Section } from './astrology-lexicon';
import {
  ascendantParagraph,
  aspectParagraph,
  houseParagraph,
  mcParagraph,
  openingParagraph,
  planetParagraph,
  transitParagraph,
} from './astrology-paragraphs';
import { joinList } from './astrology-typography';

/** Every body but the two lights, which open the portrait. */
const OTHER_PLANETS = PLANET_IDS.filter(
  (id): id is Exclude<PlanetId, 'sun' | 'moon'> => id !== 'sun' && id !== 'moon',
);

export function balanceSection(lex: Lexicon, chart: Chart): Section {
  const b = balanceOf(chart);
  const planetsIn = (element: Element) =>
    joinList(
      chart.planets
        .filter((p) => p.id !== 'node' && signInfo(p.sign).element === element)
        .map((p) => pointName(p.id, lex.lang)),
      lex.lang,
    );
  const parts = [
    lex.t.elementBalance(
      lex.elements[b.strongest].name,
      lex.elements[b.strongest].strong,
      planetsIn(b.strongest),
    ),
  ];
  if (b.second)
    parts.push(
      lex.t.elementTie(lex.elements[b.second].name, lex.elements[b.second].strong, planetsIn(b.second)),
    );
  if (b.lacking) parts.push(lex.t.elementLack(lex.elements[b.lacking].name, lex.elements[b.lacking].weak));
  parts.push(lex.t.modalityLead(lex.modalities[b.modality].name, lex.modalities[b.modality].strong));
  return { heading: lex.t.headings.balance, body: parts.join(' ') };
}

export function dominantsSection(lex: Lexicon, chart: Chart): Section | null {
  const dominants = dominantPlanets(chart);
  if (dominants.length === 0) return null;
  const paragraphs = dominants.map((d) => {
    const reasons = d.reasons.map((r) =>
      r === 'aspects' ? lex.t.reasons.aspects(d.aspectCount) : lex.t.reasons[r],
    );
    return lex.t.dominantReason(PLANETS[d.id][lex.lang], joinList(reasons, lex.lang), lex.theme[d.id]);
  });
  return { heading: lex.t.headings.dominants, body: paragraphs.join('\n\n') };
}

function housesSection(lex: Lexicon, chart: Chart): Section | null {
  if (chart.houses.length !== 12) return null;
  const occupied: string[] = [];
  const empty: string[] = [];
  for (let h = 1; h <= 12; h++) {
    if (chart.planets.some((p) => p.house === h)) occupied.push(houseParagraph(lex, chart, h) ?? '');
    else empty.push(lex.houseShort(h));
  }
  const body = [...occupied];
  if (empty.length) body.push(lex.t.emptyHouses(joinList(empty, lex.lang), empty.length));
  const system =
    chart.houseSystem !== chart.houseSystemRequested
      ? lex.t.houseFallback
      : lex.t.houseSystem(chart.houseSystem);
  return { heading: lex.t.headings.houses, body: [system, ...body].join('\n\n') };
}

function yearSection(lex: Lexicon, transits: readonly Transit[] | undefined): Section {
  const major = selectTransits(transits ?? [], 10, (t) => SLOW_PLANETS.includes(t.transiting));
  const body = major.length
    ? [lex.t.yearIntro, ...major.map((t) => transitParagraph(lex, t))]
    : [lex.t.noTransits(lex.t.theYear)];
  return { heading: lex.t.headings.yearAhead, body: body.join('\n\n') };
}

export function portraitSections(
  lex: Lexicon,
  chart: Chart,
  firstName: string,
  place: string | undefined,
  transits: readonly Transit[] | undefined,
): Section[] {
  const planet = (id: PlanetId) => chart.planets.find((p) => p.id === id);
  const sun = planet('sun');
  const moon = planet('moon');
  const sections: (Section | null)[] = [
    { heading: lex.t.headings.opening, body: openingParagraph(lex, chart, firstName, place, false) },
    sun ? { heading: lex.t.headings.sun, body: planetParagraph(lex, sun) } : null,
    moon ? { heading: lex.t.headings.moon, body: planetParagraph(lex, moon) } : null,
    chart.timeKnown
      ? {
          heading: lex.t.headings.ascendant,
          body: [ascendantParagraph(lex, chart), mcParagraph(lex, chart)].filter(Boolean).join('\n\n'),
        }
      : { heading: lex.t.headings.birthTime, body: lex.t.unknownTimeLong },
    balanceSection(lex, chart),
    dominantsSection(lex, chart),
    {
      heading: lex.t.headings.planets,
      body: OTHER_PLANETS.map(planet)
        .filter((p) => p !== undefined)
        .map((p, i) => planetParagraph(lex, p, i))
        .join('\n\n'),
    },
    {
      heading: lex.t.headings.aspects,
      body:
        keyAspects(chart, 8)
          .map((a) => aspectParagraph(lex, a))
          .join('\n\n') || lex.t.noAspects,
    },
    housesSection(lex, chart),
    yearSection(lex, transits),
  ];
  return sections.filter((s): s is Section => s !== null && s.body.length > 0);
}
