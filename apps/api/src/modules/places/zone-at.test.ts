import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { localToUtc } from '@arcanes/domain/astrology/local-time';
import { isKnownZone } from '@arcanes/domain/astrology/tz-history';
import { zoneAt } from './zone-at';

/**
 * Towns on or near a time-zone border, each with the zone its own authorities keep (and the tz
 * database's comments describe): the coarse grid of tz-lookup put Ushuaia in Chile and the Hopi
 * mesas in the Navajo Nation.
 */
const BORDERS: readonly [place: string, lat: number, lon: number, zone: string][] = [
  ['Ushuaia (Argentina, Tierra del Fuego)', -54.8019, -68.303, 'America/Argentina/Ushuaia'],
  ['Río Grande (Argentina)', -53.7877, -67.7097, 'America/Argentina/Ushuaia'],
  ['Punta Arenas (Chile, Magallanes)', -53.1638, -70.9171, 'America/Punta_Arenas'],
  ['Puerto Williams (Chile, across the Beagle Channel)', -54.934, -67.6165, 'America/Punta_Arenas'],
  ['Porvenir (Chile, Tierra del Fuego)', -53.2956, -70.3686, 'America/Punta_Arenas'],
  ['Longyearbyen (Svalbard)', 78.2232, 15.6267, 'Arctic/Longyearbyen'],
  ['Barentsburg (Svalbard)', 78.0648, 14.2335, 'Arctic/Longyearbyen'],
  ['Window Rock (Navajo Nation, keeps DST)', 35.6807, -109.0526, 'America/Denver'],
  ['Tuba City (Navajo Nation)', 36.135, -111.2396, 'America/Denver'],
  ['Kayenta (Navajo Nation)', 36.7278, -110.2546, 'America/Denver'],
  ['Kykotsmovi (Hopi Reservation, inside the Navajo Nation, no DST)', 35.8761, -110.6256, 'America/Phoenix'],
  ['Flagstaff (Arizona, no DST)', 35.1983, -111.6513, 'America/Phoenix'],
  ['South Tarawa (Kiribati, Gilbert Islands)', 1.329, 172.979, 'Pacific/Tarawa'],
  ['Kanton (Kiribati, Phoenix Islands)', -2.8106, -171.6722, 'Pacific/Kanton'],
  ['Kiritimati (Kiribati, Line Islands)', 1.8721, -157.4278, 'Pacific/Kiritimati'],
  ['Monaco', 43.7384, 7.4246, 'Europe/Monaco'],
  ['Reykjavík', 64.1466, -21.9426, 'Atlantic/Reykjavik'],
  ['Pointe-à-Pitre (Guadeloupe)', 16.2411, -61.5331, 'America/Guadeloupe'],
];

describe('place → zone on the borders', () => {
  it.each(BORDERS)('%s → %s', (_, lat, lon, zone) => {
    expect(zoneAt(lat, lon)).toBe(zone);
    expect(isKnownZone(zone)).toBe(true);
  });

  it('gives Ushuaia −3 and Punta Arenas −4 in June 1995', () => {
    const at = (lat: number, lon: number) =>
      localToUtc({ date: '1995-06-01', time: '12:00', zone: zoneAt(lat, lon) }).utcOffsetMinutes;
    expect(at(-54.8019, -68.303)).toBe(-180);
    expect(at(-53.1638, -70.9171)).toBe(-240);
  });

  it('Kiribati’s three island groups keep +12, +13 and +14', () => {
    expect(
      localToUtc({ date: '2024-01-01', time: '12:00', zone: zoneAt(1.329, 172.979) }).utcOffsetMinutes,
    ).toBe(720);
    expect(
      localToUtc({ date: '2024-01-01', time: '12:00', zone: zoneAt(-2.8106, -171.6722) }).utcOffsetMinutes,
    ).toBe(780);
    expect(
      localToUtc({ date: '2024-01-01', time: '12:00', zone: zoneAt(1.8721, -157.4278) }).utcOffsetMinutes,
    ).toBe(840);
  });

  it('gives the nautical zone at sea, which the time-zone history knows', () => {
    const zone = zoneAt(0, -30);
    expect(zone).toBe('Etc/GMT+2');
    expect(isKnownZone(zone)).toBe(true);
  });

  it('names only zones the time-zone history knows, everywhere', () => {
    const index = createRequire(import.meta.url)
      .resolve('geo-tz/all')
      .replace(/dist[/\\]find-all\.js$/, 'data/timezones.geojson.index.json');
    const names = (JSON.parse(readFileSync(index, 'utf8')) as { timezones: string[] }).timezones;
    expect(names.length).toBeGreaterThan(400);
    expect(names.filter((zone) => !isKnownZone(zone))).toEqual([]);
  });
});
