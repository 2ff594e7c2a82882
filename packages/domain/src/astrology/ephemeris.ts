import {
  Body,
  GeoMoon,
  GeoVector,
  MakeTime,
  RotateVector,
  Rotation_EQJ_ECT,
  SetDeltaTFunction,
  SiderealTime,
  e_tilt,
} from 'astronomy-engine';
import type { AstroTime, RotationMatrix, Vector } from 'astronomy-engine';
import { deltaTSeconds, ut1Days } from './delta-t';
import { normalizeDegrees } from './zodiac';
import type { PlanetId } from './zodiac';

// astronomy-engine keeps ΔT in one module-wide setting; every computation of ours goes
// through this file, so setting it here once guarantees it is in force (see delta-t.ts).
SetDeltaTFunction(deltaTSeconds);

export type BodyId = Exclude<PlanetId, 'node'>;

const BODIES: Readonly<Record<BodyId, Body>> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

export interface BodyPosition {
  /** Apparent geocentric ecliptic longitude of date, degrees [0, 360). */
  longitude: number;
  /** Degrees per day; negative when retrograde. */
  speed: number;
}

const SECONDS_PER_DAY = 86_400;
const LIGHT_SECONDS_PER_AU = 499.004_784;
/** Half-width of the central difference used for speeds: long enough to dwarf rounding, short enough to stay local. */
const SPEED_HALF_STEP_DAYS = 0.25;

/** The instant is civil UTC; astronomy-engine's time scale is UT1 (see delta-t.ts). */
export function astroTime(instant: Date): AstroTime {
  return MakeTime(ut1Days(instant));
}

function longitudeOf(rotation: RotationMatrix, vec: Vector): number {
  const ect = RotateVector(rotation, vec);
  return normalizeDegrees((Math.atan2(ect.y, ect.x) * 180) / Math.PI);
}

/** EQJ vector of a body as seen from the geocentre: light-time and aberration for planets. */
function geoVector(id: BodyId, time: AstroTime): Vector {
  return id === 'moon' ? GeoMoon(time) : GeoVector(BODIES[id], time, true);
}

/**
 * Apparent longitude of one body. The rotation EQJ → true ecliptic of date includes
 * precession and nutation (IAU 2000B); GeoVector(…, true) includes light-time and annual
 * aberration. GeoMoon is geometric, so the Moon's light-time (≈1.3 s, ≈0.7″) is applied
 * from its speed.
 */
export function bodyLongitude(id: BodyId, time: AstroTime, rotation = Rotation_EQJ_ECT(time)): number {
  const vec = geoVector(id, time);
  return longitudeOf(rotation, vec);
}

export function bodyPosition(id: BodyId, time: AstroTime, rotation = Rotation_EQJ_ECT(time)): BodyPosition {
  const vec = geoVector(id, time);
  const before = geoVector(id, time.AddDays(-SPEED_HALF_STEP_DAYS));
  const after = geoVector(id, time.AddDays(SPEED_HALF_STEP_DAYS));
  // One rotation for all three: precession and nutation change by far less than an
  // arc-second over half a day, which would only shift the speed in its fifth decimal.
  const a = longitudeOf(rotation, before);
  const b = longitudeOf(rotation, after);
  let delta = b - a;
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  const speed = delta / (2 * SPEED_HALF_STEP_DAYS);
  let longitude = longitudeOf(rotation, vec);
  if (id === 'moon') {
    const lightDays = (Math.hypot(vec.x, vec.y, vec.z) * LIGHT_SECONDS_PER_AU) / SECONDS_PER_DAY;
    longitude = normalizeDegrees(longitude - speed * lightDays);
  }
  return { longitude, speed };
}

/**
 * Mean lunar node: Meeus, Astronomical Algorithms (2nd ed.), eq. 47.7, referred to the
 * mean equinox of date; adding the nutation in longitude Δψ refers it to the true
 * equinox, as the planets are.
 */
export function meanNode(time: AstroTime): BodyPosition {
  const t = time.tt / 36_525;
  const omega =
    125.044_547_9 -
    1934.136_289_1 * t +
    0.002_075_4 * t * t +
    (t * t * t) / 467_441 -
    (t * t * t * t) / 60_616_000;
  const dpsiDegrees = e_tilt(time).dpsi / 3600;
  const speed = (-1934.136_289_1 + 2 * 0.002_075_4 * t) / 36_525;
  return { longitude: normalizeDegrees(omega + dpsiDegrees), speed };
}

export interface EarthOrientation {
  /** Right ascension of the meridian of the place (local apparent sidereal time), degrees. */
  ramc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
}

/** lon: east positive, degrees. */
export function earthOrientation(time: AstroTime, lon: number): EarthOrientation {
  const gast = SiderealTime(time) * 15;
  return { ramc: normalizeDegrees(gast + lon), obliquity: e_tilt(time).tobl };
}

export function eclipticRotation(time: AstroTime): RotationMatrix {
  return Rotation_EQJ_ECT(time);
}
