/**
 * The angles and house cusps from the local apparent sidereal time and true obliquity.
 * Spherical astronomy as in Meeus, Astronomical Algorithms, ch. 13 (coordinate
 * transformations); Placidus by its definition (each intermediate cusp trisects the diurnal or
 * nocturnal semi-arc of its own degree), solved by fixed-point iteration.
 */
import { normalizeDegrees } from './zodiac';

export type HouseSystem = 'placidus' | 'whole_sign' | 'equal';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Ecliptic longitude of the point whose right ascension is `ra` (β = 0). */
function longitudeFromRightAscension(ra: number, obliquity: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(ra * RAD), Math.cos(ra * RAD) * Math.cos(obliquity * RAD)) * DEG);
}

/** Right ascension of the ecliptic point at longitude `lon`. */
export function rightAscensionOfLongitude(lon: number, obliquity: number): number {
  return normalizeDegrees(Math.atan2(Math.sin(lon * RAD) * Math.cos(obliquity * RAD), Math.cos(lon * RAD)) * DEG);
}

/** The Midheaven: the ecliptic degree on the upper meridian. */
export function midheaven(ramc: number, obliquity: number): number {
  return longitudeFromRightAscension(ramc, obliquity);
}

/** The Ascendant: the ecliptic degree rising on the eastern horizon. lat: north positive. */
export function ascendant(ramc: number, obliquity: number, lat: number): number {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  const y = Math.cos(r);
  const x = -(Math.sin(r) * Math.cos(e) + Math.tan(lat * RAD) * Math.sin(e));
  return normalizeDegrees(Math.atan2(y, x) * DEG);
}

/**
 * Placidus is undefined where part of the ecliptic never rises or sets, i.e. inside the polar
 * circles (|φ| ≥ 90° − ε): the semi-arcs it trisects do not exist there.
 */
export function placidusDefined(lat: number, obliquity: number): boolean {
  return Math.abs(lat) < 90 - obliquity;
}

const MAX_ITERATIONS = 60;
const CONVERGED_DEGREES = 1e-10;

/**
 * One intermediate Placidus cusp. `fraction` is how much of the semi-arc separates the cusp
 * from the meridian (1/3 or 2/3); `above` picks the diurnal (houses 11, 12) or nocturnal
 * (houses 2, 3) semi-arc. Returns null if the iteration does not settle.
 */
function placidusCusp(ramc: number, obliquity: number, lat: number, fraction: number, above: boolean, start: number): number | null {
  const tanLat = Math.tan(lat * RAD);
  const sinObl = Math.sin(obliquity * RAD);
  let lon = start;
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const declination = Math.asin(sinObl * Math.sin(lon * RAD));
    const x = -tanLat * Math.tan(declination);
    if (x < -1 || x > 1) return null;
    const diurnal = Math.acos(x) * DEG;
    const ra = above ? ramc + fraction * diurnal : ramc + 180 - fraction * (180 - diurnal);
    const next = longitudeFromRightAscension(ra, obliquity);
    const moved = Math.abs(((next - lon + 540) % 360) - 180);
    lon = next;
    if (moved < CONVERGED_DEGREES) return lon;
  }
  return null;
}

/** Twelve Placidus cusps, or null where the system is undefined or does not converge. */
export function placidusCusps(ramc: number, obliquity: number, lat: number): number[] | null {
  if (!placidusDefined(lat, obliquity)) return null;
  const mc = midheaven(ramc, obliquity);
  const asc = ascendant(ramc, obliquity, lat);
  const c11 = placidusCusp(ramc, obliquity, lat, 1 / 3, true, mc + 30);
  const c12 = placidusCusp(ramc, obliquity, lat, 2 / 3, true, mc + 60);
  const c2 = placidusCusp(ramc, obliquity, lat, 2 / 3, false, asc + 30);
  const c3 = placidusCusp(ramc, obliquity, lat, 1 / 3, false, asc + 60);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  const opposite = (lon: number) => normalizeDegrees(lon + 180);
  return [asc, c2, c3, opposite(mc), opposite(c11), opposite(c12), opposite(asc), opposite(c2), opposite(c3), mc, c11, c12];
}

export function equalCusps(asc: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(asc + 30 * i));
}

/** Each house is a whole sign, the first being the Ascendant's sign. */
export function wholeSignCusps(asc: number): number[] {
  const first = Math.floor(normalizeDegrees(asc) / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(first + 30 * i));
}

/** 1–12: the house whose arc, counter-clockwise from its cusp to the next, holds `lon`. */
export function houseOf(lon: number, cusps: readonly number[]): number {
  const point = normalizeDegrees(lon);
  for (let i = 0; i < 12; i++) {
    const from = cusps[i] ?? 0;
    const to = cusps[(i + 1) % 12] ?? 0;
    const span = normalizeDegrees(to - from);
    if (normalizeDegrees(point - from) < span) return i + 1;
  }
  return 1;
}
