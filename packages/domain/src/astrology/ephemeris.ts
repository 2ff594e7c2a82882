import {
  BaryState,
  Body,
  C_AUDAY,
  GeoMoonState,
  HelioState,
  MakeTime,
  MassProduct,
  Rotation_EQJ_ECT,
  SetDeltaTFunction,
  SiderealTime,
  e_tilt,
} from 'astronomy-engine';
import type { AstroTime, RotationMatrix, StateVector } from 'astronomy-engine';
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
const RAD_TO_DEG = 180 / Math.PI;
const GM_SUN = MassProduct(Body.Sun);
/** The giant planets whose pull moves the Sun about the barycentre (astronomy-engine's own list and order). */
const GIANTS = [Body.Jupiter, Body.Saturn, Body.Uranus, Body.Neptune] as const;

/** The instant is civil UTC; astronomy-engine's time scale is UT1 (see delta-t.ts). */
export function astroTime(instant: Date): AstroTime {
  return MakeTime(ut1Days(instant));
}

type Vec = [number, number, number];

/** The Sun's pull on a body at heliocentric position `r` (AU/day²): what bends its path over the light-time. */
function solarPull(s: StateVector): Vec {
  const d = Math.hypot(s.x, s.y, s.z);
  if (d === 0) return [0, 0, 0];
  const k = -GM_SUN / (d * d * d);
  return [k * s.x, k * s.y, k * s.z];
}

/**
 * Everything the sky needs at one instant, each piece computed once: the rotation EQJ → true ecliptic
 * of date (precession + IAU 2000B nutation), the Earth's heliocentric state, and the states of the
 * bodies asked for. A chart asks for ten bodies at one instant, a transit search for eight every day:
 * they share the Earth, the rotation and (for Pluto) the giant planets.
 */
export class Sky {
  private rot: RotationMatrix | undefined;
  private readonly states = new Map<Body, StateVector>();

  constructor(
    readonly time: AstroTime,
    rotation?: RotationMatrix,
  ) {
    this.rot = rotation;
  }

  get rotation(): RotationMatrix {
    return (this.rot ??= Rotation_EQJ_ECT(this.time));
  }

  /** Heliocentric EQJ position and velocity (VSOP87; Pluto from its barycentric state). */
  private helio(body: Body): StateVector {
    const known = this.states.get(body);
    if (known) return known;
    let state: StateVector;
    if (body === Body.Pluto) {
      // astronomy-engine's HelioState(Pluto) recomputes the four giants to find the Sun's offset from
      // the barycentre; we have them (or will): the same sums, in the same order, from the cache.
      const bary = BaryState(Body.Pluto, this.time);
      let sx = 0;
      let sy = 0;
      let sz = 0;
      let svx = 0;
      let svy = 0;
      let svz = 0;
      for (const giant of GIANTS) {
        const gm = MassProduct(giant);
        const shift = gm / (gm + GM_SUN);
        const g = this.helio(giant);
        sx += g.x * shift;
        sy += g.y * shift;
        sz += g.z * shift;
        svx += g.vx * shift;
        svy += g.vy * shift;
        svz += g.vz * shift;
      }
      state = {
        ...bary,
        x: bary.x + sx,
        y: bary.y + sy,
        z: bary.z + sz,
        vx: bary.vx + svx,
        vy: bary.vy + svy,
        vz: bary.vz + svz,
      } as StateVector;
    } else {
      state = HelioState(body, this.time);
    }
    this.states.set(body, state);
    return state;
  }

  /**
   * Apparent geocentric EQJ position and velocity of a planet or the Sun: where it was when the light
   * now arriving left it, seen from where the Earth was then — astronomy-engine's `GeoVector(…, true)`
   * (light-time and, by backdating the Earth too, annual aberration). Instead of recomputing both
   * bodies at each step of the light-time iteration, both are carried back along their paths from the
   * states at this instant (velocity and the Sun's pull): over at most a few hours the difference is
   * below a thousandth of an arc-second.
   */
  private apparent(body: Body): { r: Vec; v: Vec } {
    const p = this.helio(body);
    const e = this.helio(Body.Earth);
    const ap = solarPull(p);
    const ae = solarPull(e);
    let tau = Math.hypot(p.x - e.x, p.y - e.y, p.z - e.z) / C_AUDAY;
    let r: Vec = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const h = (tau * tau) / 2;
      r = [
        p.x - p.vx * tau + ap[0] * h - (e.x - e.vx * tau + ae[0] * h),
        p.y - p.vy * tau + ap[1] * h - (e.y - e.vy * tau + ae[1] * h),
        p.z - p.vz * tau + ap[2] * h - (e.z - e.vz * tau + ae[2] * h),
      ];
      tau = Math.hypot(r[0], r[1], r[2]) / C_AUDAY;
    }
    // Velocities when the light left; the light-time itself changes as the distance does.
    const u: Vec = [
      p.vx - ap[0] * tau - (e.vx - ae[0] * tau),
      p.vy - ap[1] * tau - (e.vy - ae[1] * tau),
      p.vz - ap[2] * tau - (e.vz - ae[2] * tau),
    ];
    const dist = Math.hypot(r[0], r[1], r[2]);
    const recession = (r[0] * u[0] + r[1] * u[1] + r[2] * u[2]) / dist / C_AUDAY;
    const slow = 1 - recession / (1 + recession);
    return { r, v: [u[0] * slow, u[1] * slow, u[2] * slow] };
  }

  /** Longitude and speed of one body. */
  position(id: BodyId): BodyPosition {
    const m = this.rotation.rot;
    let r: Vec;
    let v: Vec;
    if (id === 'moon') {
      // GeoMoon is geometric: the Moon's 1.3 s of light-time (≈0.7″) is taken off from its speed below.
      const s = GeoMoonState(this.time);
      r = [s.x, s.y, s.z];
      v = [s.vx, s.vy, s.vz];
    } else {
      ({ r, v } = this.apparent(BODIES[id]));
    }
    // Into the true ecliptic of date (the rotation's own drift, ~50″ a year, is left out of the speed).
    const x = m[0]![0]! * r[0] + m[1]![0]! * r[1] + m[2]![0]! * r[2];
    const y = m[0]![1]! * r[0] + m[1]![1]! * r[1] + m[2]![1]! * r[2];
    const vx = m[0]![0]! * v[0] + m[1]![0]! * v[1] + m[2]![0]! * v[2];
    const vy = m[0]![1]! * v[0] + m[1]![1]! * v[1] + m[2]![1]! * v[2];
    const speed = ((x * vy - y * vx) / (x * x + y * y)) * RAD_TO_DEG;
    let longitude = normalizeDegrees(Math.atan2(y, x) * RAD_TO_DEG);
    if (id === 'moon') {
      const lightDays = (Math.hypot(r[0], r[1], r[2]) * LIGHT_SECONDS_PER_AU) / SECONDS_PER_DAY;
      longitude = normalizeDegrees(longitude - speed * lightDays);
    }
    return { longitude, speed };
  }

  longitude(id: BodyId): number {
    return this.position(id).longitude;
  }
}

/**
 * Apparent longitude of one body. The rotation EQJ → true ecliptic of date includes precession and
 * nutation (IAU 2000B); light-time and annual aberration as in `Sky`.
 */
export function bodyLongitude(id: BodyId, time: AstroTime, rotation?: RotationMatrix): number {
  return new Sky(time, rotation).longitude(id);
}

export function bodyPosition(id: BodyId, time: AstroTime, rotation?: RotationMatrix): BodyPosition {
  return new Sky(time, rotation).position(id);
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
