/**
 * « Votre ciel du jour » (decision 0201): the transits of the Sun to Pluto to a natal chart that are in
 * orb (1°) on one civil day in the customer's zone, each with its exact moment said in that zone, its
 * nature and its curated meaning (transit-meaning-texts.ts), and where the Moon goes that day.
 * Deterministic and pure: the same chart, day and zone give the same sky.
 */
import type { AspectType } from './aspects';
import type { Chart } from './chart';
import { astroTime, bodyLongitude } from './ephemeris';
import { localToUtc } from './local-time';
import { aspectNature, transitMeaning, type AspectNature } from './transit-meaning';
import { findTransits, type NatalTarget, type TransitingId } from './transits';
import { offsetSecondsAt } from './tz-history';
import { signOf, type Lang, type SignId } from './zodiac';

export interface SkyTransit {
  transiting: TransitingId;
  natal: NatalTarget;
  type: AspectType;
  nature: AspectNature;
  /** Civil dates in the zone: when the 1° orb is entered and left (the search spans a few months). */
  start: string;
  end: string;
  /**
   * The exact hit nearest the day, as an instant, and as a date and time in the zone; null if none near.
   * A slow planet's hit has its date only (`exactTime` null): see `DATED_ONLY`.
   */
  exactAt: string | null;
  exactDate: string | null;
  exactTime: string | null;
  /** True when the exact hit falls on the day itself. */
  exactToday: boolean;
  /** The curated meaning of this planet, aspect and natal point, in the reading's language. */
  text: string;
}

export interface SkyDay {
  date: string;
  zone: string;
  transits: SkyTransit[];
  /** The Moon's sign at the start of the day, and the time it enters the next one if it does that day. */
  moon: { sign: SignId; nextSign: SignId | null; ingressTime: string | null };
}

const MS_PER_DAY = 86_400_000;
/**
 * Bodies whose exact hit is told by its date, not its minute (issue 38): Jupiter to Pluto move so slowly
 * that a hundredth of a degree is hours (against the Swiss Ephemeris the minute was off by a median of
 * 26 to 155 minutes, twelve hours near a station), and their aspect lasts weeks: « exact le 3 décembre »
 * is true, « à 14 h 32 » was not.
 */
export const DATED_ONLY: ReadonlySet<TransitingId> = new Set([
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);
/** How far around the day an exact hit and the orb's edges are looked for, by speed of the body. */
const SEARCH_DAYS: Record<TransitingId, number> = {
  sun: 3,
  mercury: 20,
  venus: 20,
  mars: 30,
  jupiter: 120,
  saturn: 150,
  uranus: 200,
  neptune: 200,
  pluto: 200,
};

/** The instant a civil day starts in a zone (its local midnight, or the first moment after a gap). */
export function dayStartsAt(date: string, zone: string): Date {
  return localToUtc({ date, time: '00:00', zone }).instant;
}

/** YYYY-MM-DD and HH:MM of an instant in a zone. */
export function localParts(instant: Date, zone: string): { date: string; time: string } {
  const ms = instant.getTime() + offsetSecondsAt(instant.getTime(), zone) * 1000;
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function moonOf(from: Date, to: Date): SkyDay['moon'] {
  const lonAt = (ms: number) => bodyLongitude('moon', astroTime(new Date(ms)));
  const first = signOf(lonAt(from.getTime())).sign;
  const last = signOf(lonAt(to.getTime() - 1)).sign;
  if (first === last) return { sign: first, nextSign: null, ingressTime: null };
  // The Moon changes sign at most once a day: bisect to the minute.
  let lo = from.getTime();
  let hi = to.getTime() - 1;
  while (hi - lo > 30_000) {
    const mid = (lo + hi) / 2;
    if (signOf(lonAt(mid)).sign === first) lo = mid;
    else hi = mid;
  }
  return { sign: first, nextSign: last, ingressTime: new Date(hi).toISOString() };
}

/**
 * The day's sky for a natal chart. `natal` limits the natal points (an unknown birth time leaves out
 * the Moon, the Ascendant and the MC, which move too fast to place without it).
 */
export function skyToday(
  chart: Chart,
  opts: { date: string; zone: string; lang: Lang; natal?: readonly NatalTarget[] },
): SkyDay {
  const from = dayStartsAt(opts.date, opts.zone);
  const next = new Date(Date.parse(`${opts.date}T12:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
  const to = dayStartsAt(next, opts.zone);
  const active = findTransits(chart, from, to, {
    zone: opts.zone,
    ...(opts.natal ? { natal: opts.natal } : {}),
  });
  const noon = (from.getTime() + to.getTime()) / 2;
  const seen = new Set<string>();
  const transits: SkyTransit[] = [];
  for (const t of active) {
    const key = `${t.transiting}-${t.type}-${t.natal}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const span = SEARCH_DAYS[t.transiting] * MS_PER_DAY;
    const wide = findTransits(chart, new Date(from.getTime() - span), new Date(to.getTime() + span), {
      zone: opts.zone,
      transiting: [t.transiting],
      natal: [t.natal],
      aspects: [t.type],
    }).find((w) => w.start <= opts.date && w.end >= opts.date);
    const hits = (wide?.exactInstants ?? t.exactInstants).map((iso) => Date.parse(iso));
    const nearest = hits.sort((a, b) => Math.abs(a - noon) - Math.abs(b - noon))[0];
    const exact = nearest === undefined ? null : new Date(nearest);
    const parts = exact ? localParts(exact, opts.zone) : null;
    transits.push({
      transiting: t.transiting,
      natal: t.natal,
      type: t.type,
      nature: aspectNature(t.type),
      start: wide?.start ?? t.start,
      end: wide?.end ?? t.end,
      exactAt: exact ? exact.toISOString() : null,
      exactDate: parts?.date ?? null,
      exactTime: DATED_ONLY.has(t.transiting) ? null : (parts?.time ?? null),
      exactToday: parts?.date === opts.date,
      text: transitMeaning(t.transiting, t.type, t.natal, opts.lang).text,
    });
  }
  // Exact today first, by the hour; then the others by how near their exact hit is.
  const distance = (x: SkyTransit) => (x.exactAt ? Math.abs(Date.parse(x.exactAt) - noon) : Infinity);
  transits.sort(
    (a, b) =>
      Number(b.exactToday) - Number(a.exactToday) ||
      (a.exactToday && b.exactToday
        ? (a.exactAt ?? '').localeCompare(b.exactAt ?? '')
        : distance(a) - distance(b)),
  );
  return { date: opts.date, zone: opts.zone, transits, moon: moonOf(from, to) };
}
