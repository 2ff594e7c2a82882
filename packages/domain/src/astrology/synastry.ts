/**
 * Two charts read together (decision 0200): the aspects between one person's points and the
 * other's (synastry), each person's planets in the other's houses (house overlays), and the
 * composite chart of midpoints. Pure arithmetic on two charts from computeChart.
 */
import { findAspect, findAspects, type Aspect, type AspectPoint, type AspectType } from './aspects';
import type { Chart, PlanetPlacement } from './chart';
import { houseOf, type HouseSystem } from './houses';
import { PLANET_IDS, angleDiff, normalizeDegrees, signOf, type PlanetId, type PointId } from './zodiac';

/** One point of A in aspect with one point of B. */
export interface SynastryAspect {
  /** Person A's point. */
  a: PointId;
  /** Person B's point. */
  b: PointId;
  type: AspectType;
  /** Degrees from exact. */
  orb: number;
}

/** The points a chart offers to synastry: ten planets and the node, with the angles when the time is known. */
export function synastryPoints(chart: Chart): AspectPoint[] {
  const points: AspectPoint[] = chart.planets.map((p) => ({ id: p.id, longitude: p.longitude, speed: 0 }));
  if (chart.ascendant !== null && chart.mc !== null)
    points.push(
      { id: 'ascendant', longitude: chart.ascendant, speed: 0 },
      { id: 'mc', longitude: chart.mc, speed: 0 },
    );
  return points;
}

/**
 * Every aspect between a point of A and a point of B, with the natal orbs of decision 0101 (the
 * same rule for each pair: luminaries wider, node and angles tighter, two angles never). Sorted by
 * orb, closest first.
 */
export function synastryAspects(a: Chart, b: Chart): SynastryAspect[] {
  const out: SynastryAspect[] = [];
  for (const p of synastryPoints(a))
    for (const q of synastryPoints(b)) {
      const found: Aspect | null = findAspect(p, q);
      if (found) out.push({ a: p.id, b: q.id, type: found.type, orb: found.orb });
    }
  return out.sort((x, y) => x.orb - y.orb || `${x.a}${x.b}`.localeCompare(`${y.a}${y.b}`));
}

/** One person's planet in the other person's house. */
export interface HouseOverlay {
  planet: PlanetId;
  house: number;
}

/** Where each planet of `guest` falls in the houses of `host`; empty when the host's birth time is unknown. */
export function houseOverlays(guest: Chart, host: Chart): HouseOverlay[] {
  if (host.houses.length !== 12) return [];
  return guest.planets.map((p) => ({ planet: p.id, house: houseOf(p.longitude, host.houses) }));
}

/** The midpoint of two longitudes on the shorter arc between them (the composite's convention). */
export function nearerMidpoint(x: number, y: number): number {
  return normalizeDegrees(x + angleDiff(x, y) / 2);
}

/**
 * Composite cusps: the nearer midpoint of each pair of cusps, then put in zodiacal order — a cusp
 * whose nearer midpoint falls behind the previous one (the pair straddled the far side) takes the
 * opposite midpoint, so that the twelve houses still go round once.
 */
export function compositeCusps(a: readonly number[], b: readonly number[]): number[] {
  const cusps = a.map((c, i) => nearerMidpoint(c, b[i] ?? c));
  for (let i = 1; i < 12; i++) {
    const prev = cusps[i - 1] ?? 0;
    const here = cusps[i] ?? 0;
    if (normalizeDegrees(here - prev) > 180) cusps[i] = normalizeDegrees(here + 180);
  }
  return cusps;
}

/**
 * The composite chart: the same shape as a natal chart, so that the wheel and the facts read it alike;
 * with the two charts' house systems (a birth beyond the polar circle has whole-sign houses: the
 * composite's then mix two systems, which `houseSystem` alone cannot say), and whether its Midheaven is
 * the far midpoint of the two Midheavens (its cusps kept in the zodiac's order put it there).
 */
export type CompositeChart = Chart & {
  houseSystems: readonly [HouseSystem, HouseSystem];
  mcOpposite: boolean;
};

/**
 * Midpoints of the eleven bodies, of the Ascendant and MC, and of the cusps (both times known);
 * aspects among the composite points as in a natal chart. Speeds are 0: a composite never moves.
 */
export function compositeChart(a: Chart, b: Chart): CompositeChart {
  const timeKnown = a.timeKnown && b.timeKnown && a.houses.length === 12 && b.houses.length === 12;
  const houses = timeKnown ? compositeCusps(a.houses, b.houses) : [];
  const lonOf = (c: Chart, id: PlanetId) => c.planets.find((p) => p.id === id)?.longitude ?? 0;
  const planets: PlanetPlacement[] = PLANET_IDS.map((id) => {
    const longitude = nearerMidpoint(lonOf(a, id), lonOf(b, id));
    return {
      id,
      longitude,
      ...signOf(longitude),
      house: houses.length === 12 ? houseOf(longitude, houses) : null,
      retrograde: false,
      speed: 0,
    };
  });
  const placidus = a.houseSystem === 'placidus' && b.houseSystem === 'placidus';
  // With Placidus on both sides the angles are cusps 1 and 10, so they stay the composite's cusps.
  const ascendant =
    timeKnown && a.ascendant !== null && b.ascendant !== null
      ? placidus
        ? houses[0]!
        : nearerMidpoint(a.ascendant, b.ascendant)
      : null;
  const mc =
    timeKnown && a.mc !== null && b.mc !== null ? (placidus ? houses[9]! : nearerMidpoint(a.mc, b.mc)) : null;
  const points: AspectPoint[] = planets.map((p) => ({ id: p.id, longitude: p.longitude, speed: 0 }));
  if (ascendant !== null && mc !== null)
    points.push({ id: 'ascendant', longitude: ascendant, speed: 0 }, { id: 'mc', longitude: mc, speed: 0 });
  const mcOpposite =
    mc !== null && a.mc !== null && b.mc !== null && Math.abs(angleDiff(mc, nearerMidpoint(a.mc, b.mc))) > 90;
  return {
    houseSystems: [a.houseSystem, b.houseSystem],
    mcOpposite,
    instant: `composite:${a.instant}|${b.instant}`,
    lat: (a.lat + b.lat) / 2,
    lon: (a.lon + b.lon) / 2,
    houseSystemRequested: a.houseSystemRequested,
    houseSystem: a.houseSystem === b.houseSystem ? a.houseSystem : 'placidus',
    timeKnown,
    planets,
    ascendant,
    mc,
    houses,
    aspects: findAspects(points),
  };
}
