/**
 * Civil birth time → UTC. The time-zone history is the IANA database's, backzone included,
 * compiled into the project (tz-history.ts), not the runtime's ICU data: local mean time included
 * (Paris before 11 March 1911 was UTC+0:09:21), Reykjavík's own history rather than Abidjan's.
 * Offsets are kept to the second.
 */
import { offsetSecondsAt } from './tz-history';

export interface LocalTimeInput {
  /** YYYY-MM-DD, the civil date at the place. */
  date: string;
  /** HH:MM (HH:MM:SS accepted), civil time at the place; null when unknown. */
  time: string | null;
  /** IANA zone, e.g. "Europe/Paris". */
  zone: string;
  /**
   * Which of the two moments when the clock showed this time twice (it went back): 'first' (the
   * earlier, before the change) or 'second'. The earlier one when not said.
   */
  fold?: TimeFold;
}

export type TimeFold = 'first' | 'second';

export interface UtcCandidate {
  instant: Date;
  /** May be fractional for local mean time (Paris 1911: 9.35). */
  utcOffsetMinutes: number;
}

export interface LocalTimeResult extends UtcCandidate {
  timeKnown: boolean;
  /** ambiguous: the clock went back and showed this time twice; nonexistent: it skipped it. */
  status: 'ok' | 'ambiguous' | 'nonexistent';
  candidates: UtcCandidate[];
}

const MS_PER_SECOND = 1000;
const TWO_DAYS_MS = 2 * 86_400_000;
/** Unknown time: noon keeps the Moon, the fastest body, within about 6.5° of either extreme. */
const UNKNOWN_TIME = '12:00';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall-clock reading expressed as if it were UTC, in ms: the arithmetic stays in one scale. */
function wallMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day); // setUTCFullYear, unlike Date.UTC, leaves years 0–99 alone
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** The offset in force at an instant, in minutes (fractional for local mean time). */
export function utcOffsetMinutesAt(instant: Date, zone: string): number {
  return offsetSecondsAt(instant.getTime(), zone) / 60;
}

function parseDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  const [y, mo, d] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  const check = m ? new Date(wallMs(y, mo, d, 0, 0, 0)) : null;
  if (!check || check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new RangeError(`date must be a real calendar date YYYY-MM-DD, got "${date}"`);
  }
  return [y, mo, d];
}

function parseTime(time: string): [number, number, number] {
  const m = TIME_RE.exec(time);
  const [h, mi, s] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3] ?? 0)];
  if (!m || h > 23 || mi > 59 || s > 59) throw new RangeError(`time must be HH:MM, got "${time}"`);
  return [h, mi, s];
}

function candidate(instantMs: number, offsetSeconds: number): UtcCandidate {
  return { instant: new Date(instantMs), utcOffsetMinutes: offsetSeconds / 60 };
}

export function localToUtc({ date, time, zone, fold }: LocalTimeInput): LocalTimeResult {
  const timeKnown = time !== null;
  const [y, mo, d] = parseDate(date);
  const [h, mi, s] = parseTime(time ?? UNKNOWN_TIME);
  const wall = wallMs(y, mo, d, h, mi, s);

  // The offsets in force two days either side bracket any transition near this wall time;
  // the offsets those readings lead to catch a third one in between, should there be one.
  const before = offsetSecondsAt(wall - TWO_DAYS_MS, zone);
  const after = offsetSecondsAt(wall + TWO_DAYS_MS, zone);
  const offsets = new Set([before, after]);
  for (const o of [before, after]) offsets.add(offsetSecondsAt(wall - o * MS_PER_SECOND, zone));

  const valid = [...offsets]
    .filter((o) => offsetSecondsAt(wall - o * MS_PER_SECOND, zone) === o)
    .map((o) => candidate(wall - o * MS_PER_SECOND, o))
    .sort((a, b) => a.instant.getTime() - b.instant.getTime());

  const first = valid[0];
  if (first && valid.length > 1) {
    const chosen = fold === 'second' ? (valid[valid.length - 1] ?? first) : first;
    return { ...chosen, timeKnown, status: 'ambiguous', candidates: valid };
  }
  if (first) return { ...first, timeKnown, status: 'ok', candidates: valid };

  // In a gap, read the time with the offset from before the jump: the clock reading moves
  // forward by the gap (02:30 on a spring-forward night in Paris becomes 03:30 CEST).
  const shifted = wall - before * MS_PER_SECOND;
  const candidates = [candidate(shifted, before), candidate(wall - after * MS_PER_SECOND, after)].sort(
    (a, b) => a.instant.getTime() - b.instant.getTime(),
  );
  return {
    instant: new Date(shifted),
    utcOffsetMinutes: offsetSecondsAt(shifted, zone) / 60,
    timeKnown,
    status: 'nonexistent',
    candidates,
  };
}
