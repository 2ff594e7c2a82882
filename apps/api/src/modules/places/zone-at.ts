import { createRequire } from 'node:module';
import type * as GeoTz from 'geo-tz/all';

/**
 * geo-tz, loaded with the first zone asked for rather than at every start (its index is read and parsed
 * as it loads; decision 0260). It is CommonJS, so it loads synchronously like the rest of this function.
 */
let geoTz: typeof GeoTz | undefined;
const find = (lat: number, lon: number) =>
  (geoTz ??= createRequire(import.meta.url)('geo-tz/all') as typeof GeoTz).find(lat, lon);

/**
 * The IANA zone at a place, from the time-zone boundaries of timezone-boundary-builder (OpenStreetMap
 * borders, maintained with each tz release) as geo-tz ships them. The "all" set keeps every zone
 * whose past differs from its neighbour's (Monaco, not Paris; Ushuaia, not Punta Arenas), which the
 * time-zone history (backzone) needs. Exact point-in-polygon: about 5 µs once the area's shapes are
 * cached, a few milliseconds the first time an area is asked for.
 */
export function zoneAt(lat: number, lon: number): string {
  const key = `${lat},${lon}`;
  let zone = known.get(key);
  if (zone === undefined) {
    if (known.size >= MEMO_LIMIT) known.clear();
    zone = lookup(lat, lon);
    known.set(key, zone);
  }
  return zone;
}

/** Towns come back in every search: their zones are kept (bounded, for arbitrary chart points). */
const MEMO_LIMIT = 200_000;
const known = new Map<string, string>();

function lookup(lat: number, lon: number): string {
  // Where two zones claim a point (disputed borders), geo-tz lists both; the first is the one
  // its data names first, which is as good a choice as any other.
  const found = find(lat, lon)[0];
  if (found) return found;
  // Out at sea the nautical zone of the longitude (Etc/GMT+N is N hours west).
  const hours = Math.round(lon / 15);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours < 0 ? '+' : '-'}${Math.abs(hours)}`;
}
