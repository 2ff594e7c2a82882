import { ASPECTS, ASPECT_TYPES } from './aspects';
import type { AspectType } from './aspects';
import type { Chart } from './chart';
import { Sky, astroTime } from './ephemeris';
import { offsetSecondsAt } from './tz-history';
import { PLANET_IDS, angleDiff, normalizeDegrees } from './zodiac';
import type { PlanetId } from './zodiac';

/** The Moon is left out: it aspects every point of a chart each month, which forecasts nothing. */
export type TransitingId = Exclude<PlanetId, 'moon' | 'node'>;
export const TRANSITING_IDS: readonly TransitingId[] = PLANET_IDS.filter(
  (id): id is TransitingId => id !== 'moon' && id !== 'node',
);
export type NatalTarget = PlanetId | 'ascendant' | 'mc';

export interface Transit {
  transiting: TransitingId;
  natal: NatalTarget;
  type: AspectType;
  /**
   * Civil dates YYYY-MM-DD in `zone` (UTC days without one). start/end are clipped to the window;
   * the flags say when.
   */
  start: string;
  /** First exact hit inside the window, or null if the orb is entered but not closed in it. */
  exact: string | null;
  end: string;
  /** Every exact hit inside the window (a retrograde planet can make three). */
  exactDates: string[];
  /** The same hits as UTC instants (ISO, to the second): the daily sky says their time in the customer's zone. */
  exactInstants: string[];
  startsBeforeWindow: boolean;
  endsAfterWindow: boolean;
}

export interface TransitOptions {
  transiting?: readonly TransitingId[];
  /** Defaults to the ten bodies, plus Ascendant and MC when the birth time is known. */
  natal?: readonly NatalTarget[];
  aspects?: readonly AspectType[];
  /** Degrees either side of exact; 1° by default, the usual orb for transits. */
  orb?: number;
  /**
   * IANA zone whose calendar the dates are written in: the customer's (a Saturn–Moon conjunction
   * at 23:36 UT on 13 October is on the 14th in Paris). UTC days when absent.
   */
  zone?: string;
}

const MS_PER_DAY = 86_400_000;
// Refined on the interpolated path (no ephemeris call), to a minute: far below a day.
const REFINE_UNTIL_MS = 60_000;
const DEFAULT_NATAL: readonly PlanetId[] = PLANET_IDS.filter((id) => id !== 'node');

function natalLongitude(chart: Chart, id: NatalTarget): number | null {
  if (id === 'ascendant') return chart.ascendant;
  if (id === 'mc') return chart.mc;
  return chart.planets.find((p) => p.id === id)?.longitude ?? null;
}

type DateOf = (ms: number) => string;
const utcDate: DateOf = (ms) => new Date(ms).toISOString().slice(0, 10);
const dateIn =
  (zone: string): DateOf =>
  (ms) =>
    utcDate(ms + offsetSecondsAt(ms, zone) * 1000);

/** Finds where `fn` changes sign in [a, b] (fa, fb of opposite signs): bisection, then a secant step. */
function refineRoot(fn: (ms: number) => number, a: number, b: number, fa: number, fb: number): number {
  let lo = a;
  let hi = b;
  let flo = fa;
  let fhi = fb;
  while (hi - lo > REFINE_UNTIL_MS) {
    const mid = (lo + hi) / 2;
    const fm = fn(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
    else [hi, fhi] = [mid, fm];
  }
  return flo === fhi ? lo : lo + ((hi - lo) * flo) / (flo - fhi);
}

type Event = { ms: number; kind: 'enter' | 'exact' | 'exit' };
type Sample = { ms: number; lon: number; speed: number };

/**
 * The longitude between two samples: the cubic that has both samples' longitudes and speeds (Hermite).
 * Over a day (four for Jupiter and beyond) it stays within a hundredth of an arc-second of the
 * ephemeris — seconds of time, where the dates are days — so refining a crossing computes no more
 * positions.
 */
function between(s0: Sample, s1: Sample): (ms: number) => number {
  const span = s1.ms - s0.ms;
  const days = span / MS_PER_DAY;
  const delta = angleDiff(s0.lon, s1.lon);
  const m0 = s0.speed * days;
  const m1 = s1.speed * days;
  return (ms) => {
    const t = span === 0 ? 0 : (ms - s0.ms) / span;
    const t2 = t * t;
    const t3 = t2 * t;
    return normalizeDegrees(s0.lon + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * delta + (t3 - t2) * m1);
  };
}

/**
 * Events of one transiting body against one sensitive longitude (natal point ± aspect angle).
 * f = signed distance from exactness; the orb is entered and left where |f| = orb, and the
 * aspect is exact where f changes sign. A sign change with both samples outside the orb is a
 * fast planet passing through the whole orb within one step: both crossings are refined.
 */
function eventsFor(samples: readonly Sample[], target: number, orb: number): Event[] {
  const events: Event[] = [];
  for (let k = 0; k + 1 < samples.length; k++) {
    const s0 = samples[k];
    const s1 = samples[k + 1];
    if (!s0 || !s1) continue;
    const f0 = angleDiff(target, s0.lon);
    const f1 = angleDiff(target, s1.lon);
    const g0 = Math.abs(f0) - orb;
    const g1 = Math.abs(f1) - orb;
    // |f| < 90 on both sides tells a real crossing from the jump at ±180°.
    const crosses = f0 !== 0 && Math.sign(f0) !== Math.sign(f1) && Math.abs(f0) < 90 && Math.abs(f1) < 90;
    if (!crosses && g0 > 0 === g1 > 0) {
      if (f0 === 0) events.push({ ms: s0.ms, kind: 'exact' });
      continue;
    }
    const lonAt = between(s0, s1);
    const fAt = (ms: number) => angleDiff(target, lonAt(ms));
    const gAt = (ms: number) => Math.abs(fAt(ms)) - orb;
    if (crosses) {
      const exact = refineRoot(fAt, s0.ms, s1.ms, f0, f1);
      if (g0 > 0) events.push({ ms: refineRoot(gAt, s0.ms, exact, g0, -orb), kind: 'enter' });
      events.push({ ms: exact, kind: 'exact' });
      if (g1 > 0) events.push({ ms: refineRoot(gAt, exact, s1.ms, -orb, g1), kind: 'exit' });
    } else {
      events.push({ ms: refineRoot(gAt, s0.ms, s1.ms, g0, g1), kind: g0 > 0 ? 'enter' : 'exit' });
    }
  }
  return events;
}

function assemble(
  events: readonly Event[],
  inOrbAtStart: boolean,
  from: number,
  to: number,
  isoDate: DateOf,
): Omit<Transit, 'transiting' | 'natal' | 'type'>[] {
  const out: Omit<Transit, 'transiting' | 'natal' | 'type'>[] = [];
  let open: { start: number; before: boolean; exacts: number[] } | null = inOrbAtStart
    ? { start: from, before: true, exacts: [] }
    : null;
  for (const e of events) {
    if (e.kind === 'enter') open = { start: e.ms, before: false, exacts: [] };
    else if (e.kind === 'exact') (open ??= { start: e.ms, before: false, exacts: [] }).exacts.push(e.ms);
    else if (open) {
      out.push(finish(open, e.ms, false, isoDate));
      open = null;
    }
  }
  if (open) out.push(finish(open, to, true, isoDate));
  return out;
}

function finish(
  open: { start: number; before: boolean; exacts: number[] },
  end: number,
  after: boolean,
  isoDate: DateOf,
) {
  const exactDates = open.exacts.map(isoDate);
  return {
    start: isoDate(open.start),
    exact: exactDates[0] ?? null,
    end: isoDate(end),
    exactDates,
    exactInstants: open.exacts.map((ms) => new Date(Math.round(ms / 1000) * 1000).toISOString()),
    startsBeforeWindow: open.before,
    endsAfterWindow: after,
  };
}

/**
 * Daily for the fast planets. Jupiter and beyond never move more than 0.25° a day, so a 1°
 * orb cannot be crossed, nor briefly touched at a station, between samples four days apart;
 * Pluto, the costliest body to compute, is then sampled a quarter as often.
 */
const SLOW: ReadonlySet<TransitingId> = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const SLOW_STEP_DAYS = 4;

/**
 * Positions at the sample instants, kept between searches: every reading asked on one day looks at
 * the same days (its window starts on the reading's date), so after the first one the planets are
 * not computed again — only the natal targets differ. Pure data of the instant; the oldest instants
 * go first past the bound.
 */
const sampleCache = new Map<number, Map<TransitingId, { lon: number; speed: number }>>();
const SAMPLE_CACHE_INSTANTS = 4096;

function positionsAt(ms: number, bodies: readonly TransitingId[]) {
  let known = sampleCache.get(ms);
  if (known) {
    // Most recently used last, so that eviction takes the least recently used.
    sampleCache.delete(ms);
    sampleCache.set(ms, known);
  } else {
    known = new Map();
    sampleCache.set(ms, known);
    if (sampleCache.size > SAMPLE_CACHE_INSTANTS) {
      const oldest = sampleCache.keys().next().value;
      if (oldest !== undefined) sampleCache.delete(oldest);
    }
  }
  let sky: Sky | undefined;
  for (const b of bodies) {
    if (known.has(b)) continue;
    // One sky per instant: the bodies share its rotation and the Earth's state (and Pluto the giants').
    sky ??= new Sky(astroTime(new Date(ms)));
    const { longitude, speed } = sky.position(b);
    known.set(b, { lon: longitude, speed });
  }
  return known;
}

function sampleLongitudes(bodies: readonly TransitingId[], fromMs: number, toMs: number) {
  const days = Math.ceil((toMs - fromMs) / MS_PER_DAY);
  const samplesBy = new Map<TransitingId, Sample[]>(bodies.map((b) => [b, []]));
  for (let k = 0; k <= days; k++) {
    const ms = Math.min(fromMs + k * MS_PER_DAY, toMs);
    const due = bodies.filter((b) => !SLOW.has(b) || k % SLOW_STEP_DAYS === 0 || k === days);
    const at = positionsAt(ms, due);
    for (const b of due) {
      const p = at.get(b);
      if (p) samplesBy.get(b)?.push({ ms, lon: p.lon, speed: p.speed });
    }
  }
  return samplesBy;
}

/**
 * Whether the body's path over the window comes near a longitude: the arc its samples sweep
 * (unwrapped: a step is always under 90°), widened by the orb and a degree for what the path between
 * two samples may overshoot them at a station. Points outside it cannot be in aspect: not scanned.
 */
function pathReach(samples: readonly Sample[], orb: number): (lon: number) => boolean {
  const first = samples[0];
  if (!first) return () => false;
  let at = first.lon;
  let min = at;
  let max = at;
  for (let k = 1; k < samples.length; k++) {
    at += angleDiff(samples[k - 1]!.lon, samples[k]!.lon);
    min = Math.min(min, at);
    max = Math.max(max, at);
  }
  const margin = orb + 1;
  if (max - min + 2 * margin >= 360) return () => true;
  return (lon) => normalizeDegrees(lon - (min - margin)) <= max - min + 2 * margin;
}

/**
 * Transits of the moving planets to a natal chart between two instants: daily samples (longitude and
 * speed), then each entry into the orb, exact hit and exit refined on the path between two samples
 * by bisection to a minute, then a secant step.
 */
export function findTransits(natal: Chart, from: Date, to: Date, opts: TransitOptions = {}): Transit[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(toMs > fromMs)) throw new RangeError('the window must end after it starts');
  const bodies = opts.transiting ?? TRANSITING_IDS;
  const aspectTypes = opts.aspects ?? ASPECT_TYPES;
  const orb = opts.orb ?? 1;
  // Checked before the long computation: an unknown zone throws RangeError here.
  const isoDate = opts.zone ? dateIn(opts.zone) : utcDate;
  isoDate(fromMs);
  const targets = (opts.natal ?? [...DEFAULT_NATAL, 'ascendant', 'mc'])
    .map((id) => ({ id, lon: natalLongitude(natal, id) }))
    .filter((t): t is { id: NatalTarget; lon: number } => t.lon !== null);

  const samplesBy = sampleLongitudes(bodies, fromMs, toMs);
  const out: Transit[] = [];
  for (const body of bodies) {
    const samples = samplesBy.get(body) ?? [];
    const startLon = samples[0]?.lon ?? 0;
    const reach = pathReach(samples, orb);
    for (const target of targets) {
      for (const type of aspectTypes) {
        const angle = ASPECTS[type].angle;
        const sensitive = angle === 0 || angle === 180 ? [angle] : [angle, -angle];
        for (const offset of sensitive) {
          const point = normalizeDegrees(target.lon + offset);
          if (!reach(point)) continue;
          const inOrbAtStart = Math.abs(angleDiff(point, startLon)) <= orb;
          const events = eventsFor(samples, point, orb);
          for (const t of assemble(events, inOrbAtStart, fromMs, toMs, isoDate)) {
            out.push({ transiting: body, natal: target.id, type, ...t });
          }
        }
      }
    }
  }
  const key = (t: Transit) => t.exact ?? t.start;
  return out.sort(
    (a, b) =>
      key(a).localeCompare(key(b)) ||
      TRANSITING_IDS.indexOf(b.transiting) - TRANSITING_IDS.indexOf(a.transiting),
  );
}
