/**
 * Secondary progressions and the solar return: the two timing techniques an astrologer adds to the
 * slow transits for a reading of months.
 *
 * Secondary progressions, « a day for a year »: the sky `n` days after birth, at the birth place, describes
 * the year of age `n`. The progressed instant for a civil date t is birth + (t − birth) / 365.24219 days
 * (a tropical year of life for each day of ephemeris). The Sun, Moon, Mercury, Venus and Mars are read
 * there, each in its progressed sign and in the natal house it stands in.
 *
 * The angles are progressed by the solar arc in longitude: the arc the progressed Sun has travelled
 * since birth is added to the natal Ascendant and Midheaven. (Progressing the angles by the sidereal
 * time of the progressed day would turn them a full circle in a year of ephemeris, i.e. one degree a
 * day of life; the solar arc, about a degree a year, is the usual choice for the MC, and we use it for
 * both so that they stay a natal pair.)
 *
 * The solar return: the instant the Sun comes back to its natal longitude, found by Newton's iteration on
 * the ephemeris to well under a second, and its chart cast for the birth place.
 */
import { ASPECTS, ASPECT_TYPES } from './aspects';
import { bisect } from './bisect';
import type { AspectType } from './aspects';
import { computeChart, planetOf } from './chart';
import type { Chart } from './chart';
import { Sky, astroTime } from './ephemeris';
import { houseOf } from './houses';
import { offsetSecondsAt } from './tz-history';
import { angleDiff, normalizeDegrees, signOf } from './zodiac';
import type { PlanetId, SignId } from './zodiac';

export const TROPICAL_YEAR_DAYS = 365.242_19;
const MS_PER_DAY = 86_400_000;

export type ProgressedId = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'ascendant' | 'mc';
export const PROGRESSED_PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars'] as const;
export const PROGRESSED_IDS: readonly ProgressedId[] = [...PROGRESSED_PLANETS, 'ascendant', 'mc'];
export type NatalPoint = PlanetId | 'ascendant' | 'mc';

export interface ProgressedPoint {
  id: ProgressedId;
  longitude: number;
  sign: SignId;
  degree: number;
  minute: number;
  /** The natal house it stands in; null for the angles (and when the birth time is unknown). */
  house: number | null;
}

/** The progressed Moon's sign or natal house changing during the window. */
export interface MoonChange {
  /** Civil date YYYY-MM-DD in the zone. */
  date: string;
  kind: 'sign' | 'house';
  sign: SignId;
  house: number | null;
}

export interface ProgressedAspect {
  progressed: ProgressedId;
  natal: NatalPoint;
  type: AspectType;
  /** Civil date YYYY-MM-DD in the zone when the aspect is exact, within the window. */
  exact: string;
}

export interface Progressions {
  /** The progressed chart at the window's start: its instant, and the age it stands for. */
  progressedInstant: string;
  ageYears: number;
  /** The arc the angles are advanced by (progressed Sun − natal Sun), degrees. */
  solarArc: number;
  /** Sun, Moon, Mercury, Venus, Mars, then the Ascendant and MC when the birth time is known. */
  points: ProgressedPoint[];
  /** The progressed Moon at the window's end, and its sign and house changes in between. */
  moonAtEnd: ProgressedPoint;
  moonChanges: MoonChange[];
  /** Progressed-to-natal major aspects exact within the window, in date order. */
  aspects: ProgressedAspect[];
}

/** The ephemeris instant that stands, by a day for a year, for the civil instant `at`. */
export function progressedInstant(birth: Date, at: Date): Date {
  const lived = at.getTime() - birth.getTime();
  return new Date(birth.getTime() + lived / TROPICAL_YEAR_DAYS);
}

function longitudesAt(natal: Chart, at: Date): Record<string, number> {
  const sky = new Sky(astroTime(progressedInstant(new Date(natal.instant), at)));
  const out: Record<string, number> = {};
  for (const id of PROGRESSED_PLANETS) out[id] = sky.longitude(id);
  const arc = angleDiff(planetOf(natal, 'sun').longitude, out.sun!);
  out.arc = arc;
  if (natal.ascendant !== null) out.ascendant = normalizeDegrees(natal.ascendant + arc);
  if (natal.mc !== null) out.mc = normalizeDegrees(natal.mc + arc);
  return out;
}

function point(natal: Chart, id: ProgressedId, longitude: number): ProgressedPoint {
  const angle = id === 'ascendant' || id === 'mc';
  return {
    id,
    longitude,
    ...signOf(longitude),
    house: !angle && natal.houses.length === 12 ? houseOf(longitude, natal.houses) : null,
  };
}

const dateIn = (zone: string | undefined) => (ms: number) =>
  new Date(ms + (zone ? offsetSecondsAt(ms, zone) * 1000 : 0)).toISOString().slice(0, 10);

/** Bisection on real time between two samples, to an hour: the dates are days. */
const AN_HOUR = 3_600_000;

// A week of life is under half an hour of ephemeris: the progressed Moon moves 0.25° in it, the others
// far less, so no sign, house or exact aspect can be crossed twice between two samples.
const STEP_DAYS = 7;

/**
 * The progressions over a window of civil dates (UTC instants). `zone` is the calendar the dates are
 * written in (the customer's).
 */
export function progressionsFor(natal: Chart, from: Date, to: Date, zone?: string): Progressions {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(toMs > fromMs)) throw new RangeError('the window must end after it starts');
  const birth = new Date(natal.instant);
  if (fromMs < birth.getTime()) throw new RangeError('the window starts before birth');
  const isoDate = dateIn(zone);
  const ids = PROGRESSED_IDS.filter((id) => id !== 'ascendant' || natal.ascendant !== null).filter(
    (id) => id !== 'mc' || natal.mc !== null,
  );

  const samples: { ms: number; lon: Record<string, number> }[] = [];
  for (let ms = fromMs; ; ms = Math.min(ms + STEP_DAYS * MS_PER_DAY, toMs)) {
    samples.push({ ms, lon: longitudesAt(natal, new Date(ms)) });
    if (ms >= toMs) break;
  }
  const lonAt = (id: string, ms: number): number => {
    const k = Math.min(
      samples.length - 2,
      samples.findIndex((s, i) => i + 1 < samples.length && samples[i + 1]!.ms >= ms),
    );
    const s0 = samples[Math.max(0, k)]!;
    const s1 = samples[Math.max(0, k) + 1] ?? s0;
    const t = s1.ms === s0.ms ? 0 : (ms - s0.ms) / (s1.ms - s0.ms);
    return normalizeDegrees(s0.lon[id]! + t * angleDiff(s0.lon[id]!, s1.lon[id]!));
  };

  const first = samples[0]!;
  const last = samples.at(-1)!;
  const points = ids.map((id) => point(natal, id, first.lon[id]!));

  // The progressed Moon: each change of sign and of natal house between two samples, refined.
  const moonChanges: MoonChange[] = [];
  const houseAt = (lon: number) => (natal.houses.length === 12 ? houseOf(lon, natal.houses) : null);
  for (let k = 0; k + 1 < samples.length; k++) {
    const a = samples[k]!;
    const b = samples[k + 1]!;
    const la = a.lon.moon!;
    const lb = b.lon.moon!;
    if (signOf(la).sign !== signOf(lb).sign) {
      const ms = bisect(a.ms, b.ms, (x) => signOf(lonAt('moon', x)).sign === signOf(lb).sign, AN_HOUR);
      moonChanges.push({ date: isoDate(ms), kind: 'sign', sign: signOf(lb).sign, house: houseAt(lb) });
    }
    if (houseAt(la) !== houseAt(lb)) {
      const ms = bisect(a.ms, b.ms, (x) => houseAt(lonAt('moon', x)) === houseAt(lb), AN_HOUR);
      moonChanges.push({ date: isoDate(ms), kind: 'house', sign: signOf(lb).sign, house: houseAt(lb) });
    }
  }
  moonChanges.sort((x, y) => x.date.localeCompare(y.date));

  // Progressed to natal: where the progressed point crosses the exact angle to a natal point.
  const targets: [NatalPoint, number][] = natal.planets.map((p) => [p.id, p.longitude]);
  if (natal.ascendant !== null) targets.push(['ascendant', natal.ascendant]);
  if (natal.mc !== null) targets.push(['mc', natal.mc]);
  const aspects: ProgressedAspect[] = [];
  const isAngle = (id: string) => id === 'ascendant' || id === 'mc';
  for (const id of ids) {
    for (const [target, targetLon] of targets) {
      // Two angles (or an angle and the node) make structure, not aspect; the angles' solar arc
      // against themselves is the arc itself.
      if (isAngle(id) && (isAngle(target) || target === 'node')) continue;
      for (const type of ASPECT_TYPES) {
        if (target === 'node' && type !== 'conjunction' && type !== 'opposition') continue;
        const angle = ASPECTS[type].angle;
        for (const offset of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
          const sensitive = normalizeDegrees(targetLon + offset);
          for (let k = 0; k + 1 < samples.length; k++) {
            const a = samples[k]!;
            const b = samples[k + 1]!;
            const fa = angleDiff(sensitive, a.lon[id]!);
            const fb = angleDiff(sensitive, b.lon[id]!);
            if (Math.abs(fa) > 1 && Math.abs(fb) > 1) continue;
            if (fa === 0 || Math.sign(fa) === Math.sign(fb)) continue;
            const ms = bisect(
              a.ms,
              b.ms,
              (x) => Math.sign(angleDiff(sensitive, lonAt(id, x))) === Math.sign(fb),
              AN_HOUR,
            );
            aspects.push({ progressed: id, natal: target, type, exact: isoDate(ms) });
          }
        }
      }
    }
  }
  aspects.sort((x, y) => x.exact.localeCompare(y.exact));

  return {
    progressedInstant: progressedInstant(birth, from).toISOString(),
    ageYears: (fromMs - birth.getTime()) / (TROPICAL_YEAR_DAYS * MS_PER_DAY),
    solarArc: normalizeDegrees(first.lon.arc!),
    points,
    moonAtEnd: point(natal, 'moon', last.lon.moon!),
    moonChanges,
    aspects,
  };
}

export interface SolarReturn {
  /** The instant, UTC ISO to the second. */
  instant: string;
  /** Its civil date in the zone. */
  date: string;
  /** Its chart, cast for the birth place (the convention: the customer's residence is not asked). */
  chart: Chart;
  ascendant: ProgressedPoint | null;
  sunHouse: number | null;
  moonHouse: number | null;
}

/**
 * The Sun's return to its natal longitude nearest `near`: Newton's iteration on the apparent longitude
 * (its speed from the ephemeris), until the step is under a millisecond.
 */
export function sunReturnNear(natalSun: number, near: Date): Date {
  let ms = near.getTime();
  for (let i = 0; i < 20; i++) {
    const { longitude, speed } = new Sky(astroTime(new Date(ms))).position('sun');
    const step = (angleDiff(longitude, natalSun) / speed) * MS_PER_DAY;
    ms += step;
    if (Math.abs(step) < 1) break;
  }
  return new Date(ms);
}

/**
 * The solar return whose solar year holds the middle of the window: the year the reading mostly
 * covers (a reading made a week before a birthday is read by the return that birthday opens).
 */
export function solarReturnFor(natal: Chart, from: Date, to: Date, zone?: string): SolarReturn {
  const birth = new Date(natal.instant);
  const natalSun = planetOf(natal, 'sun').longitude;
  const middle = (from.getTime() + to.getTime()) / 2;
  const birthdayIn = (year: number) => {
    const d = new Date(birth);
    d.setUTCFullYear(year);
    return sunReturnNear(natalSun, d);
  };
  const year = new Date(middle).getUTCFullYear();
  let found = birthdayIn(year);
  if (found.getTime() > middle) found = birthdayIn(year - 1);
  const instant = new Date(Math.round(found.getTime() / 1000) * 1000);
  const chart = computeChart({
    instant,
    lat: natal.lat,
    lon: natal.lon,
    houseSystem: natal.houseSystemRequested,
    timeKnown: natal.timeKnown,
  });
  return {
    instant: instant.toISOString(),
    date: dateIn(zone)(instant.getTime()),
    chart,
    ascendant: chart.ascendant === null ? null : point(chart, 'ascendant', chart.ascendant),
    sunHouse: planetOf(chart, 'sun').house,
    moonHouse: planetOf(chart, 'moon').house,
  };
}
