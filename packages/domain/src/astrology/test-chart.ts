// Builds a chart from chosen longitudes, for tests that need a given configuration rather than
// a real sky: signs and houses are derived as computeChart derives them.
import { findAspects } from './aspects';
import type { Chart } from './chart';
import { equalCusps, houseOf } from './houses';
import { PLANET_IDS, signOf } from './zodiac';
import type { PlanetId } from './zodiac';

/** Longitudes for some planets (the others are spread far apart); equal houses from `asc` if given. */
export function testChart(longitudes: Partial<Record<PlanetId, number>>, asc?: number): Chart {
  const houses = asc === undefined ? [] : equalCusps(asc);
  const planets = PLANET_IDS.map((id, i) => {
    const longitude = longitudes[id] ?? (i * 137.5 + 3.3) % 360;
    return {
      id,
      longitude,
      ...signOf(longitude),
      house: houses.length === 12 ? houseOf(longitude, houses) : null,
      retrograde: false,
      speed: 1,
    };
  });
  return {
    instant: '2000-01-01T12:00:00.000Z',
    lat: 48.85,
    lon: 2.35,
    houseSystemRequested: 'equal',
    houseSystem: 'equal',
    timeKnown: asc !== undefined,
    planets,
    ascendant: asc ?? null,
    mc: asc === undefined ? null : (asc + 270) % 360,
    houses,
    aspects: findAspects(planets.map((p) => ({ id: p.id, longitude: p.longitude, speed: p.speed }))),
  };
}
