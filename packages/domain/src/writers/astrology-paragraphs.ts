/** Paragraph builders shared by the three readings: each names the chart's actual placements. */
import type { Aspect } from '../astrology/aspects';
import type { Chart, PlanetPlacement } from '../astrology/chart';
import type { Transit } from '../astrology/transits';
import { pointName, signOf } from '../astrology/zodiac';
import type { PointId } from '../astrology/zodiac';
import { RULER, cuspSign, moonOtherSign, planetsInHouse } from './astrology-analysis';
import { transitFlavourFor, type Lexicon } from './astrology-lexicon';
import { capitalize, joinList } from './astrology-typography';

export function placementLine(lex: Lexicon, p: PlanetPlacement): string {
  return lex.t.placement(
    pointName(p.id, lex.lang),
    lex.position(p.longitude),
    p.house === null ? null : lex.house(p.house),
  );
}

/** `variant` picks among equivalent sentence frames, so a list of planets reads less mechanically. */
export function planetParagraph(lex: Lexicon, p: PlanetPlacement, variant = 0): string {
  const name = pointName(p.id, lex.lang);
  const parts = [`${placementLine(lex, p)}.`];
  if (p.id === 'sun') parts.push(lex.signs[p.sign].sun);
  else if (p.id === 'moon') parts.push(lex.signs[p.sign].moon);
  else
    parts.push(
      lex.t.planetInSign(name, lex.theme[p.id], lex.inSign(p.sign), lex.signs[p.sign].style, variant),
    );
  if (p.house !== null) parts.push(lex.t.inHouse(lex.house(p.house), lex.houses[p.house - 1] ?? '', variant));
  const retro = lex.retrograde[p.id];
  if (p.retrograde && retro) parts.push(lex.t.retrograde(name, retro));
  return parts.join(' ');
}

export function ascendantParagraph(lex: Lexicon, chart: Chart): string | null {
  if (chart.ascendant === null) return null;
  const sign = signOf(chart.ascendant).sign;
  const parts = [
    `${lex.t.placement(pointName('ascendant', lex.lang), lex.position(chart.ascendant), null)}.`,
    lex.signs[sign].ascendant,
  ];
  const ruler = chart.planets.find((p) => p.id === RULER[sign]);
  if (ruler)
    parts.push(
      lex.t.chartRuler(
        pointName(ruler.id, lex.lang),
        lex.position(ruler.longitude),
        ruler.house === null ? null : lex.house(ruler.house),
        lex.core[ruler.id],
      ),
    );
  return parts.join(' ');
}

export function mcParagraph(lex: Lexicon, chart: Chart): string | null {
  if (chart.mc === null) return null;
  const sign = signOf(chart.mc).sign;
  return `${lex.t.placement(pointName('mc', lex.lang), lex.position(chart.mc), null)}. ${lex.t.mc(lex.signs[sign].style)}`;
}

const orbText = (orb: number) => `${Math.floor(orb)}°${String(Math.floor((orb % 1) * 60)).padStart(2, '0')}′`;

export function aspectParagraph(lex: Lexicon, a: Aspect): string {
  const line = lex.t.aspectLine(
    pointName(a.a, lex.lang),
    pointName(a.b, lex.lang),
    a.type,
    orbText(a.orb),
    a.applying,
  );
  return `${line}. ${lex.t.aspectBody(lex.core[a.a], lex.core[a.b], lex.aspects[a.type].nature)}`;
}

export function houseParagraph(lex: Lexicon, chart: Chart, house: number): string | null {
  const sign = cuspSign(chart, house);
  if (sign === null) return null;
  const names = planetsInHouse(chart, house).map((p) => lex.t.article(pointName(p.id, lex.lang)));
  const domain = lex.houses[house - 1] ?? '';
  return names.length
    ? lex.t.houseLine(capitalize(lex.house(house)), lex.inSign(sign), joinList(names, lex.lang), domain)
    : lex.t.cuspOnly(capitalize(lex.house(house)), lex.inSign(sign), domain);
}

function transitWhen(lex: Lexicon, t: Transit): string {
  const when =
    t.startsBeforeWindow && t.endsAfterWindow
      ? lex.t.wholeWindow
      : t.startsBeforeWindow
        ? lex.t.until(lex.date(t.end))
        : t.endsAfterWindow
          ? lex.t.from(lex.date(t.start))
          : lex.range(t.start, t.end);
  // « Du 13 au 16 septembre 2026, exact le 15 septembre » : a year the span has said is not said again.
  const dated = (d: string) => {
    const written = lex.date(d);
    const year = d.slice(0, 4);
    return when.endsWith(year) ? written.replace(` ${year}`, '') : written;
  };
  const exact = t.exactDates.length ? `, ${lex.t.exactOn(t.exactDates.map(dated))}` : `, ${lex.t.notExact}`;
  return capitalize(when) + exact;
}

export function transitParagraph(lex: Lexicon, t: Transit): string {
  const isReturn = t.transiting === t.natal && t.type === 'conjunction';
  const line = isReturn
    ? lex.t.returnLine(transitWhen(lex, t), pointName(t.transiting, lex.lang))
    : lex.t.transitLine(
        transitWhen(lex, t),
        pointName(t.transiting, lex.lang),
        t.type,
        pointName(t.natal, lex.lang),
      );
  return `${line}. ${capitalize(transitFlavourFor(lex, t.transiting, t.type))}, ${lex.transitAction[t.type](lex.core[t.natal])}.`;
}

/** "Marie, …": who, where, and what the birth time allows (unless a section of its own says it). */
export function openingParagraph(
  lex: Lexicon,
  chart: Chart,
  firstName: string,
  place?: string,
  timeNote = true,
): string {
  const parts = [lex.t.greeting(firstName.trim()), lex.t.birthData(place?.trim() || null, chart.timeKnown)];
  const sun = chart.planets.find((p) => p.id === 'sun');
  const moon = chart.planets.find((p) => p.id === 'moon');
  if (sun && moon) {
    const asc = chart.ascendant === null ? null : lex.inSign(signOf(chart.ascendant).sign);
    parts.push(lex.t.triad(lex.inSign(sun.sign), lex.inSign(moon.sign), asc));
  }
  if (!chart.timeKnown && timeNote) parts.push(lex.t.unknownTime);
  const other = moonOtherSign(chart);
  if (other) parts.push(lex.t.moonMayBe(lex.inSign(other)));
  return parts.join(' ');
}

export function pointLabel(lex: Lexicon, id: PointId): string {
  return pointName(id, lex.lang);
}
