/**
 * The angles and house cusps from the local apparent sidereal time and true obliquity.
 * Spherical astronomy as in Meeus, Astronomical Algorithms, ch. 13 (coordinate
 * transformations); Placidus by its definition (each intermediate cusp trisects the diurnal or
 * nocturnal semi-arc of its own degree), solved by a bracketing root search.
 */
import { normalizeDegrees } from './zodiac';

export type HouseSystem = 'placidus' | 'whole_sign' | 'equal';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** Ecliptic longitude of the point whose right ascension is `ra` (β = 0). */
function longitudeFromRightAscension(ra: number, obliquity: number): number {
  return normalizeDegrees(
    Math.atan2(Math.sin(ra * RAD), Math.cos(ra * RAD) * Math.cos(obliquity * RAD)) * DEG,
  );
}

/** Right ascension of the ecliptic point at longitude `lon`. */
export function rightAscensionOfLongitude(lon: number, obliquity: number): number {
  return normalizeDegrees(
    Math.atan2(Math.sin(lon * RAD) * Math.cos(obliquity * RAD), Math.cos(lon * RAD)) * DEG,
  );
}

/** The Midheaven: the ecliptic degree on the upper meridian. */
export function midheaven(ramc: number, obliquity: number): number {
  return longitudeFromRightAscension(ramc, obliquity);
}

/**
 * The Ascendant: the ecliptic degree rising on the eastern horizon. lat: north positive.
 * The arctangent gives one of the two points where the ecliptic meets the horizon; outside the
 * polar circles it is always the eastern one, inside them it is the western one (the
 * Descendant) for part of the day. The eastern point is the one whose hour angle H has
 * sin H < 0; cos δ · sin H = sin RAMC · cos λ − cos RAMC · sin λ · cos ε, so no other
 * trigonometry is needed to tell them apart.
 */
export function ascendant(ramc: number, obliquity: number, lat: number): number {
  const r = ramc * RAD;
  const e = obliquity * RAD;
  const sinR = Math.sin(r);
  const cosR = Math.cos(r);
  const cosE = Math.cos(e);
  const lon = Math.atan2(cosR, -(sinR * cosE + Math.tan(lat * RAD) * Math.sin(e)));
  const west = sinR * Math.cos(lon) - cosR * Math.sin(lon) * cosE > 0;
  return normalizeDegrees((west ? lon + Math.PI : lon) * DEG);
}

/**
 * Placidus is undefined where part of the ecliptic never rises or sets, i.e. inside the polar
 * circles (|φ| ≥ 90° − ε): the semi-arcs it trisects do not exist there.
 */
export function placidusDefined(lat: number, obliquity: number): boolean {
  return Math.abs(lat) < 90 - obliquity;
}

// 1e-10°, far below what anyone can observe; the step count only guards against a pathological arc.
const TOLERANCE = 1e-10;
const MAX_STEPS = 200;

/**
 * One intermediate Placidus cusp: the ecliptic degree whose hour angle is `fraction` of its
 * own diurnal semi-arc (houses 11, 12: `above`) or nocturnal semi-arc (houses 2, 3) from the
 * meridian. The cusp lies on the ecliptic arc from `from` to `to` (MC → Asc above, Asc → IC
 * below), where the difference changes sign once; a bracketing search finds it without the
 * convergence trouble a fixed-point iteration has near the polar circles. Null where a
 * semi-arc is undefined along the way.
 */
function placidusCusp(
  ramc: number,
  obliquity: number,
  lat: number,
  fraction: number,
  above: boolean,
  from: number,
  to: number,
): number | null {
  const tanLat = Math.tan(lat * RAD);
  const sinObl = Math.sin(obliquity * RAD);
  const miss = (lon: number): number | null => {
    const x = -tanLat * Math.tan(Math.asin(sinObl * Math.sin(lon * RAD)));
    if (x < -1 || x > 1) return null;
    const diurnal = Math.acos(x) * DEG;
    const fromMeridian = normalizeDegrees(rightAscensionOfLongitude(lon, obliquity) - ramc);
    return above ? fromMeridian - fraction * diurnal : fromMeridian - (180 - fraction * (180 - diurnal));
  };
  const span = normalizeDegrees(to - from);
  // Start a hair inside the arc: at the MC itself the RA difference may round to 359.99…°.
  let lo = 1e-9;
  let hi = span - 1e-9;
  let fLo = miss(from + lo);
  let fHi = miss(from + hi);
  if (fLo === null || fHi === null || fLo > 0 || fHi < 0) return null;
  // Regula falsi with the Illinois step (the end that stays has its value halved, so both ends
  // close in): the bracket is kept as in a bisection, in a few steps instead of forty.
  let kept = 0;
  for (let i = 0; i < MAX_STEPS && hi - lo > TOLERANCE; i++) {
    const mid = fHi === fLo ? (lo + hi) / 2 : lo + ((hi - lo) * -fLo) / (fHi - fLo);
    const f = miss(from + mid);
    if (f === null) return null;
    if (f === 0) return normalizeDegrees(from + mid);
    if (f < 0) {
      lo = mid;
      fLo = f;
      if (kept === 1) fHi /= 2;
      kept = 1;
    } else {
      hi = mid;
      fHi = f;
      if (kept === -1) fLo /= 2;
      kept = -1;
    }
    if (Math.abs(f) < TOLERANCE) return normalizeDegrees(from + mid);
  }
  return normalizeDegrees(from + (lo + hi) / 2);
}

/** Twelve Placidus cusps, or null where the system is undefined. */
export function placidusCusps(ramc: number, obliquity: number, lat: number): number[] | null {
  if (!placidusDefined(lat, obliquity)) return null;
  const mc = midheaven(ramc, obliquity);
  const asc = ascendant(ramc, obliquity, lat);
  const ic = normalizeDegrees(mc + 180);
  const c11 = placidusCusp(ramc, obliquity, lat, 1 / 3, true, mc, asc);
  const c12 = placidusCusp(ramc, obliquity, lat, 2 / 3, true, mc, asc);
  const c2 = placidusCusp(ramc, obliquity, lat, 2 / 3, false, asc, ic);
  const c3 = placidusCusp(ramc, obliquity, lat, 1 / 3, false, asc, ic);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  const opposite = (lon: number) => normalizeDegrees(lon + 180);
  return [
    asc,
    c2,
    c3,
    ic,
    opposite(c11),
    opposite(c12),
    opposite(asc),
    opposite(c2),
    opposite(c3),
    mc,
    c11,
    c12,
  ];
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
