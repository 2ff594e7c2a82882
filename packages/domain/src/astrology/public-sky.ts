/**
 * The sky of a civil day for everyone (issue 39, free daily pages): where each body stands at noon,
 * the Moon's phase and sign (and the minute it changes sign), the bodies that change sign that day
 * and those that station (turn retrograde or direct), each timed to the minute in the zone.
 * Deterministic and pure: the same day and zone give the same sky (the pages are cached per day).
 */
import { bisect } from './bisect';
import { astroTime, bodyPosition, type BodyId } from './ephemeris';
import { moonPhase, type MoonPhaseId } from './lunar';
import { dayStartsAt, localParts } from './sky-today';
import { PLANET_IDS, signOf, SIGN_IDS, type SignId } from './zodiac';

/** The ten bodies of a chart, the node aside (a point, not a body in the sky). */
export const PUBLIC_SKY_BODIES: readonly BodyId[] = PLANET_IDS.filter((p): p is BodyId => p !== 'node');

export interface PlacedBody {
  id: BodyId;
  longitude: number;
  sign: SignId;
  /** Degree within the sign, 0–29. */
  degree: number;
  retrograde: boolean;
}

export interface Ingress {
  body: BodyId;
  from: SignId;
  to: SignId;
  /** HH:MM in the zone. */
  time: string;
}

export interface Station {
  body: BodyId;
  /** What the body turns: retrograde (it seems to go back) or direct (forward again). */
  turns: 'retrograde' | 'direct';
  time: string;
}

export interface PublicSky {
  date: string;
  zone: string;
  /** Positions at the day's middle. */
  bodies: PlacedBody[];
  moon: {
    phase: MoonPhaseId;
    /** Lit fraction at the day's middle, 0–1. */
    illumination: number;
    waxing: boolean;
    /** Sign at the start of the day; the next one and its time when the Moon changes sign that day. */
    sign: SignId;
    nextSign: SignId | null;
    ingressTime: string | null;
  };
  ingresses: Ingress[];
  stations: Station[];
}

const MS_PER_DAY = 86_400_000;

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
}

/** Sign changes and stations found to about half a minute. */
const HALF_MINUTE = 30_000;

export function publicSky(date: string, zone = 'Europe/Paris'): PublicSky {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a date: ${date}`);
  const from = dayStartsAt(date, zone).getTime();
  const to = dayStartsAt(nextDate(date), zone).getTime() - 1;
  const noon = (from + to) / 2;
  const at = (id: BodyId, ms: number) => bodyPosition(id, astroTime(new Date(ms)));
  const hhmm = (ms: number) => localParts(new Date(ms), zone).time;

  const bodies = PUBLIC_SKY_BODIES.map((id): PlacedBody => {
    const p = at(id, noon);
    const s = signOf(p.longitude);
    return {
      id,
      longitude: p.longitude,
      sign: s.sign,
      degree: Math.floor(s.degree),
      retrograde: id !== 'sun' && id !== 'moon' && p.speed < 0,
    };
  });

  const ingresses: Ingress[] = [];
  const stations: Station[] = [];
  for (const id of PUBLIC_SKY_BODIES) {
    const first = signOf(at(id, from).longitude).sign;
    const last = signOf(at(id, to).longitude).sign;
    if (first !== last) {
      // A body changes sign at most once a day (the Moon included); a retrograde one goes back a sign.
      const ms = bisect(from, to, (t) => signOf(at(id, t).longitude).sign !== first, HALF_MINUTE);
      ingresses.push({ body: id, from: first, to: last, time: hhmm(ms) });
    }
    if (id === 'sun' || id === 'moon') continue;
    const before = at(id, from).speed;
    const after = at(id, to).speed;
    if (Math.sign(before) !== Math.sign(after) && before !== 0) {
      const backwards = before > 0;
      const ms = bisect(
        from,
        to,
        (t) => (backwards ? at(id, t).speed < 0 : at(id, t).speed > 0),
        HALF_MINUTE,
      );
      stations.push({ body: id, turns: backwards ? 'retrograde' : 'direct', time: hhmm(ms) });
    }
  }
  ingresses.sort((a, b) => a.time.localeCompare(b.time));
  stations.sort((a, b) => a.time.localeCompare(b.time));

  const sun = bodies.find((b) => b.id === 'sun')!;
  const moon = bodies.find((b) => b.id === 'moon')!;
  const phase = moonPhase(sun.longitude, moon.longitude);
  const moonIngress = ingresses.find((i) => i.body === 'moon') ?? null;
  return {
    date,
    zone,
    bodies,
    moon: {
      phase: phase.id,
      illumination: phase.illumination,
      waxing: phase.waxing,
      sign: moonIngress ? moonIngress.from : moon.sign,
      nextSign: moonIngress?.to ?? null,
      ingressTime: moonIngress?.time ?? null,
    },
    ingresses,
    stations,
  };
}

/**
 * The house a body falls in, counted from a sign taken as the first house (whole signs): the
 * « solar houses » of sun-sign astrology, the only houses a horoscope for a whole sign can use.
 */
export function solarHouse(sign: SignId, of: SignId): number {
  return ((SIGN_IDS.indexOf(of) - SIGN_IDS.indexOf(sign) + 12) % 12) + 1;
}
