import { findAspects } from './aspects';
import type { Aspect, AspectPoint } from './aspects';
import { Sky, astroTime, earthOrientation, meanNode } from './ephemeris';
import type { BodyId } from './ephemeris';
import { ascendant, equalCusps, houseOf, midheaven, placidusCusps, wholeSignCusps } from './houses';
import type { HouseSystem } from './houses';
import { PLANET_IDS, signOf } from './zodiac';
import type { PlanetId, SignId } from './zodiac';

export type { HouseSystem } from './houses';
export type { Aspect, AspectType } from './aspects';

export interface ChartInput {
  instant: Date;
  /** Degrees, north positive. */
  lat: number;
  /** Degrees, east positive. */
  lon: number;
  houseSystem?: HouseSystem;
  /** False when the birth time is unknown: no angles, no houses. Defaults to true. */
  timeKnown?: boolean;
}

export interface PlanetPlacement {
  id: PlanetId;
  /** Apparent geocentric tropical longitude, degrees [0, 360). */
  longitude: number;
  sign: SignId;
  degree: number;
  minute: number;
  house: number | null;
  retrograde: boolean;
  /** Degrees per day. */
  speed: number;
}

export interface Chart {
  instant: string;
  lat: number;
  lon: number;
  houseSystemRequested: HouseSystem;
  /** The system actually used: Placidus falls back to whole_sign where it is undefined. */
  houseSystem: HouseSystem;
  timeKnown: boolean;
  planets: PlanetPlacement[];
  ascendant: number | null;
  mc: number | null;
  /** Twelve cusps, house 1 first; [] when the time is unknown. */
  houses: number[];
  aspects: Aspect[];
}

const BODY_IDS: readonly BodyId[] = PLANET_IDS.filter((id): id is BodyId => id !== 'node');

function checkInput({ instant, lat, lon }: ChartInput): void {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime()))
    throw new RangeError('instant must be a valid Date');
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new RangeError('lat must be within −90…90');
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) throw new RangeError('lon must be within −180…180');
}

function cuspsFor(system: HouseSystem, ramc: number, obliquity: number, lat: number, asc: number) {
  if (system === 'equal') return { used: system, cusps: equalCusps(asc) };
  if (system === 'placidus') {
    const cusps = placidusCusps(ramc, obliquity, lat);
    if (cusps) return { used: system, cusps };
  }
  return { used: 'whole_sign' as const, cusps: wholeSignCusps(asc) };
}

export function computeChart(input: ChartInput): Chart {
  checkInput(input);
  const { instant, lat, lon } = input;
  const requested = input.houseSystem ?? 'placidus';
  const timeKnown = input.timeKnown ?? true;
  const time = astroTime(instant);
  const sky = new Sky(time);

  const positions = new Map<PlanetId, { longitude: number; speed: number }>();
  for (const id of BODY_IDS) positions.set(id, sky.position(id));
  positions.set('node', meanNode(time));

  let asc: number | null = null;
  let mc: number | null = null;
  let houses: number[] = [];
  let used: HouseSystem = requested;
  if (timeKnown) {
    const { ramc, obliquity } = earthOrientation(time, lon);
    asc = ascendant(ramc, obliquity, lat);
    mc = midheaven(ramc, obliquity);
    const chosen = cuspsFor(requested, ramc, obliquity, lat, asc);
    used = chosen.used;
    houses = chosen.cusps;
  }

  const planets: PlanetPlacement[] = PLANET_IDS.map((id) => {
    const { longitude, speed } = positions.get(id) ?? { longitude: 0, speed: 0 };
    return {
      id,
      longitude,
      ...signOf(longitude),
      house: houses.length === 12 ? houseOf(longitude, houses) : null,
      // The mean node always moves backwards; calling it "retrograde" is the usual convention.
      retrograde: speed < 0,
      speed,
    };
  });

  const points: AspectPoint[] = planets.map((p) => ({ id: p.id, longitude: p.longitude, speed: p.speed }));
  if (asc !== null && mc !== null) {
    points.push({ id: 'ascendant', longitude: asc, speed: 0 }, { id: 'mc', longitude: mc, speed: 0 });
  }

  return {
    instant: instant.toISOString(),
    lat,
    lon,
    houseSystemRequested: requested,
    houseSystem: used,
    timeKnown,
    planets,
    ascendant: asc,
    mc,
    houses,
    aspects: findAspects(points),
  };
}

/** Lookup helper for callers that know the id exists (every chart has all eleven). */
export function planetOf(chart: Chart, id: PlanetId): PlanetPlacement {
  const found = chart.planets.find((p) => p.id === id);
  if (!found) throw new Error(`chart has no ${id}`);
  return found;
}
