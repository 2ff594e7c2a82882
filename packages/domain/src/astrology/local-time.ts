/**
 * Civil birth time → UTC. The time-zone history comes from the ICU data built into the
 * JavaScript runtime (Intl), which carries the IANA database's full history, local mean time
 * included (Paris before 11 March 1911 was UTC+0:09:21). Offsets are kept to the second.
 */

export interface LocalTimeInput {
  /** YYYY-MM-DD, the civil date at the place. */
  date: string;
  /** HH:MM (HH:MM:SS accepted), civil time at the place; null when unknown. */
  time: string | null;
  /** IANA zone, e.g. "Europe/Paris". */
  zone: string;
}

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

/**
 * Zones that the IANA database now links to a neighbour whose history differs (it keeps the
 * separate history in its "backzone" file, which ICU leaves out). For French overseas
 * departments the neighbour's war time would be wrong: Guadeloupe never kept Puerto Rico's
 * 1942–45 war time. Each entry: local mean time in seconds until `lmtUntil` (UTC), then a
 * fixed standard offset (none of them has observed daylight saving time since).
 */
const FIXED_HISTORY: Readonly<
  Record<string, { lmtSeconds: number; lmtUntil: number; offsetSeconds: number }>
> = {
  'America/Guadeloupe': {
    lmtSeconds: -(4 * 3600 + 6 * 60 + 8),
    lmtUntil: Date.UTC(1911, 5, 8, 4, 6, 8),
    offsetSeconds: -4 * 3600,
  },
  'America/St_Barthelemy': {
    lmtSeconds: -(4 * 3600 + 6 * 60 + 8),
    lmtUntil: Date.UTC(1911, 5, 8, 4, 6, 8),
    offsetSeconds: -4 * 3600,
  },
  'America/Marigot': {
    lmtSeconds: -(4 * 3600 + 6 * 60 + 8),
    lmtUntil: Date.UTC(1911, 5, 8, 4, 6, 8),
    offsetSeconds: -4 * 3600,
  },
  'Indian/Reunion': {
    lmtSeconds: 3 * 3600 + 41 * 60 + 52,
    lmtUntil: Date.UTC(1911, 4, 31, 20, 18, 8),
    offsetSeconds: 4 * 3600,
  },
  'Indian/Mayotte': {
    lmtSeconds: 3 * 3600 + 56,
    lmtUntil: Date.UTC(1911, 5, 30, 20, 59, 4),
    offsetSeconds: 3 * 3600,
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    // Throws RangeError for an unknown zone, which is the right error for the caller.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

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

/** UTC offset in seconds in force at an instant (ms since 1970) in a zone. */
function offsetSecondsAt(instantMs: number, zone: string): number {
  const fixed = FIXED_HISTORY[zone];
  if (fixed) return instantMs < fixed.lmtUntil ? fixed.lmtSeconds : fixed.offsetSeconds;
  const whole = Math.floor(instantMs / MS_PER_SECOND) * MS_PER_SECOND;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(new Date(whole))) parts[p.type] = p.value;
  const yearOfEra = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra;
  const wall = wallMs(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((wall - whole) / MS_PER_SECOND);
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

export function localToUtc({ date, time, zone }: LocalTimeInput): LocalTimeResult {
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
  if (first && valid.length > 1) return { ...first, timeKnown, status: 'ambiguous', candidates: valid };
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
