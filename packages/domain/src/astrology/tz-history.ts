/**
 * UTC offsets from the IANA time-zone database as published, backzone included (Reykjavík,
 * Guadeloupe, Monaco… keep their own history rather than a neighbour's), compiled by
 * scripts/tzdata-compile.mjs from the source in packages/domain/tzdata into tz-history.json:
 * every offset change of every zone from 1800 to 2100, to the second. The runtime's own time-zone
 * data (ICU) leaves backzone out and follows whatever Node was built with; this does not.
 */
import data from './tz-history.json' with { type: 'json' };

interface History {
  /** Seconds since 1970 of each change. */
  changes: Float64Array;
  /** offsets[i]: seconds east of UTC before changes[i]; the last one after the last change. */
  offsets: Int32Array;
}

const packed = data as { version: string; zones: Record<string, string>; links: Record<string, string> };
const histories = new Map<string, History>();

/** The tz release compiled in (e.g. "2026c"). */
export const TZ_VERSION: string = packed.version;

function canonical(zone: string): string | null {
  let name = zone;
  for (let hops = 0; hops < 4; hops++) {
    if (Object.hasOwn(packed.zones, name)) return name;
    const next = Object.hasOwn(packed.links, name) ? packed.links[name] : undefined;
    if (!next) return null;
    name = next;
  }
  return null;
}

/** True for any zone or link name of the database ("Europe/Paris", "US/Eastern", "UTC"). */
export function isKnownZone(zone: string): boolean {
  return canonical(zone) !== null;
}

function unpack(text: string): History {
  const [offsetList = '', first = '0', body = ''] = text.split('|');
  const distinct = offsetList.split(',').map(Number);
  const steps = body ? body.split(' ') : [];
  const changes = new Float64Array(steps.length);
  const offsets = new Int32Array(steps.length + 1);
  offsets[0] = distinct[parseInt(first, 36)] ?? 0;
  let at = 0;
  steps.forEach((step, i) => {
    at += parseInt(step.slice(0, -1), 36);
    changes[i] = at;
    offsets[i + 1] = distinct[parseInt(step.slice(-1), 36)] ?? 0;
  });
  return { changes, offsets };
}

function historyOf(zone: string): History {
  let history = histories.get(zone);
  if (history) return history;
  const name = canonical(zone);
  const text = name ? packed.zones[name] : undefined;
  if (text === undefined) throw new RangeError(`unknown time zone "${zone}"`);
  history = unpack(text);
  histories.set(zone, history);
  return history;
}

/**
 * Seconds east of UTC in force at an instant (ms since 1970). Before 1800 the earliest offset
 * (usually local mean time), after 2100 the last one. RangeError for an unknown zone.
 */
export function offsetSecondsAt(instantMs: number, zone: string): number {
  const { changes, offsets } = historyOf(zone);
  const seconds = instantMs / 1000;
  // The number of changes at or before this instant, by bisection.
  let lo = 0;
  let hi = changes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((changes[mid] ?? 0) <= seconds) lo = mid + 1;
    else hi = mid;
  }
  return offsets[lo] ?? 0;
}
