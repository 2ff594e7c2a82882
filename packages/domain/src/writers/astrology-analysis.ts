/**
 * What the reading says is decided here, language-free: element balance, dominant planets,
 * which aspects and transits are worth a paragraph. The weights follow common practice
 * (luminaries and Ascendant count most, generational planets least); they rank, they do not
 * pretend to measure.
 */
import type { Aspect } from '../astrology/aspects';
import type { Chart, PlanetPlacement } from '../astrology/chart';
import type { Transit, TransitingId } from '../astrology/transits';
import { angleDiff, signInfo, signOf } from '../astrology/zodiac';
import type { Element, Modality, PlanetId, PointId, SignId } from '../astrology/zodiac';

/** Modern rulerships. */
export const RULER: Readonly<Record<SignId, PlanetId>> = {
  aries: 'mars',
  taurus: 'venus',
  gemini: 'mercury',
  cancer: 'moon',
  leo: 'sun',
  virgo: 'mercury',
  libra: 'venus',
  scorpio: 'pluto',
  sagittarius: 'jupiter',
  capricorn: 'saturn',
  aquarius: 'uranus',
  pisces: 'neptune',
};

const BALANCE_WEIGHT: Readonly<Partial<Record<PointId, number>>> = {
  sun: 3,
  moon: 3,
  ascendant: 3,
  mercury: 2,
  venus: 2,
  mars: 2,
  jupiter: 1,
  saturn: 1,
  uranus: 0.5,
  neptune: 0.5,
  pluto: 0.5,
};

export interface Balance {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  strongest: Element;
  /** An element level with the strongest, if any. */
  second: Element | null;
  /** The element with (almost) nothing in it, if any. */
  lacking: Element | null;
  modality: Modality;
}

export function balanceOf(chart: Chart): Balance {
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  const add = (id: PointId, lon: number) => {
    const w = BALANCE_WEIGHT[id] ?? 0;
    const s = signInfo(signOf(lon).sign);
    elements[s.element] += w;
    modalities[s.modality] += w;
  };
  for (const p of chart.planets) add(p.id, p.longitude);
  if (chart.ascendant !== null) add('ascendant', chart.ascendant);
  const byScore = <K extends string>(r: Record<K, number>) =>
    (Object.keys(r) as K[]).sort((a, b) => r[b] - r[a]);
  const order = byScore(elements);
  const weakest = order.at(-1) ?? 'fire';
  return {
    elements,
    modalities,
    strongest: order[0] ?? 'fire',
    second: order[1] !== undefined && elements[order[1]] === elements[order[0] ?? 'fire'] ? order[1] : null,
    lacking: elements[weakest] <= 1 ? weakest : null,
    modality: byScore(modalities)[0] ?? 'cardinal',
  };
}

export type DominantReason = 'angular' | 'chartRuler' | 'sunRuler' | 'domicile' | 'aspects';
export interface Dominant {
  id: PlanetId;
  score: number;
  reasons: DominantReason[];
  aspectCount: number;
}

/** Angular within 8° of the Ascendant or MC, chart or Sun ruler, in its own sign, well aspected. */
export function dominantPlanets(chart: Chart, count = 3): Dominant[] {
  const sun = chart.planets.find((p) => p.id === 'sun');
  const chartRuler = chart.ascendant === null ? null : RULER[signOf(chart.ascendant).sign];
  const sunRuler = sun ? RULER[sun.sign] : null;
  const scored = chart.planets
    .filter((p) => p.id !== 'node')
    .map((p) => {
      const reasons: DominantReason[] = [];
      let score = 0;
      const credit = (reason: DominantReason, points: number) => {
        reasons.push(reason);
        score += points;
      };
      if ([chart.ascendant, chart.mc].some((a) => a !== null && Math.abs(angleDiff(a, p.longitude)) <= 8))
        credit('angular', 3);
      if (p.id === chartRuler) credit('chartRuler', 3);
      if (p.id === sunRuler && p.id !== 'sun') credit('sunRuler', 2);
      if (RULER[p.sign] === p.id) credit('domicile', 2);
      const aspects = chart.aspects.filter((a) => a.a === p.id || a.b === p.id);
      const aspectScore = aspects.reduce((s, a) => s + (a.orb < 2 ? 1 : 0.5), 0);
      if (aspects.length >= 4) reasons.push('aspects');
      score += aspectScore;
      return { id: p.id, score, reasons, aspectCount: aspects.length };
    });
  return scored
    .filter((d) => d.reasons.length > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
}

const POINT_WEIGHT: Readonly<Partial<Record<PointId, number>>> = {
  sun: 3,
  moon: 3,
  ascendant: 3,
  mc: 2.5,
  venus: 2,
  mars: 2,
  mercury: 1.5,
  jupiter: 1,
  saturn: 1,
  uranus: 0.5,
  neptune: 0.5,
  pluto: 0.5,
  node: 0.5,
};

/** The aspects most worth describing: tight ones between important points first. */
export function keyAspects(chart: Chart, max: number, involving?: readonly PointId[]): Aspect[] {
  const weight = (a: Aspect) => ((POINT_WEIGHT[a.a] ?? 0) + (POINT_WEIGHT[a.b] ?? 0)) * (1.5 - a.orb / 10);
  return chart.aspects
    .filter((a) => !involving || involving.includes(a.a) || involving.includes(a.b))
    .sort((x, y) => weight(y) - weight(x))
    .slice(0, max);
}

export function planetsInHouse(chart: Chart, house: number): PlanetPlacement[] {
  return chart.planets.filter((p) => p.house === house);
}

export function cuspSign(chart: Chart, house: number): SignId | null {
  const cusp = chart.houses[house - 1];
  return cusp === undefined ? null : signOf(cusp).sign;
}

/**
 * With the time unknown the chart is cast for noon; the Moon may then have been up to half a
 * day's motion (≈6–7°) either side. Returns the other sign it may have been in, if any.
 */
export function moonOtherSign(chart: Chart): SignId | null {
  const moon = chart.planets.find((p) => p.id === 'moon');
  if (!moon || chart.timeKnown) return null;
  const signs = new Set([
    signOf(moon.longitude - moon.speed / 2).sign,
    signOf(moon.longitude + moon.speed / 2).sign,
  ]);
  signs.delete(moon.sign);
  return [...signs][0] ?? null;
}

const TRANSIT_WEIGHT: Readonly<Record<TransitingId, number>> = {
  pluto: 6,
  neptune: 6,
  uranus: 6,
  saturn: 6,
  jupiter: 5,
  mars: 3,
  venus: 1.5,
  sun: 1.2,
  mercury: 1,
};
const ASPECT_WEIGHT = { conjunction: 1.3, opposition: 1.1, square: 1.1, trine: 1, sextile: 0.8 } as const;

export function transitScore(t: Transit): number {
  const exact = t.exact ? 1 : 0.6;
  return TRANSIT_WEIGHT[t.transiting] * (POINT_WEIGHT[t.natal] ?? 0.5) * ASPECT_WEIGHT[t.type] * exact;
}

/** The `max` most significant transits, then back in date order. */
export function selectTransits(
  transits: readonly Transit[],
  max: number,
  filter: (t: Transit) => boolean = () => true,
): Transit[] {
  const key = (t: Transit) => t.exact ?? t.start;
  return transits
    .filter(filter)
    .map((t) => ({ t, s: transitScore(t) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, max)
    .map(({ t }) => t)
    .sort((a, b) => key(a).localeCompare(key(b)));
}

export const SLOW_PLANETS: readonly TransitingId[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
