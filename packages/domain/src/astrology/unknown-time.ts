/**
 * What a birth date without a time still tells: where each body went over that civil day at the
 * birth place. The Moon covers 12–15° a day, so its degree is unknown and now and then its sign
 * too; the Sun or a planet may change sign that day as well. The angles and houses cannot be
 * known at all (the Ascendant moves about a degree every four minutes).
 */
import { Sky, astroTime } from './ephemeris';
import type { BodyId } from './ephemeris';
import { localToUtc } from './local-time';
import { PLANET_IDS, signOf } from './zodiac';
import type { PlanetId, SignId } from './zodiac';

export interface DayRange {
  id: PlanetId;
  /** Apparent longitude at the first and the last instant of the day, degrees. */
  start: number;
  end: number;
  startSign: SignId;
  endSign: SignId;
}

export interface BirthDaySky {
  /** The civil date and zone the day was taken in, and its bounds in UTC. */
  date: string;
  zone: string;
  from: string;
  to: string;
  moon: DayRange;
  /** Bodies whose sign changed during the day (the Moon included), in the usual order. */
  signChanges: DayRange[];
}

const BODIES: readonly BodyId[] = PLANET_IDS.filter((id): id is BodyId => id !== 'node');
const DAY_MS = 86_400_000;

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function longitudes(at: Date): Map<BodyId, number> {
  const sky = new Sky(astroTime(at));
  return new Map(BODIES.map((id) => [id, sky.longitude(id)]));
}

/**
 * The sky over the civil day `date` in `zone`: from local midnight to the next (a day with a
 * clock change is 23 or 25 hours long, as it was lived). RangeError for a bad date or zone.
 */
export function birthDaySky(date: string, zone: string): BirthDaySky {
  const from = localToUtc({ date, time: '00:00', zone }).instant;
  const to = new Date(localToUtc({ date: nextDate(date), time: '00:00', zone }).instant.getTime() - 1000);
  const first = longitudes(from);
  const last = longitudes(to);
  const ranges = BODIES.map((id): DayRange => {
    const start = first.get(id) ?? 0;
    const end = last.get(id) ?? 0;
    return { id, start, end, startSign: signOf(start).sign, endSign: signOf(end).sign };
  });
  const moon = ranges.find((r) => r.id === 'moon');
  if (!moon) throw new Error('the Moon is missing from the bodies');
  return {
    date,
    zone,
    from: from.toISOString(),
    to: to.toISOString(),
    moon,
    signChanges: ranges.filter((r) => r.startSign !== r.endSign),
  };
}
