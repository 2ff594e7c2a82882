// Birth-place search: median time of a query through the prefix index against a naive linear scan of
// the same normalised names (filter by prefix, sort by population), measured in one run.
import { loadGazetteer, type Gazetteer } from '../apps/api/src/modules/places/gazetteer';
import { normalizeName } from '../apps/api/src/modules/places/place-names';
import { searchPlaces } from '../apps/api/src/modules/places/places.service';
import { fmt, median } from './lib';

const QUERIES = [
  'p',
  'pa',
  'par',
  'paris',
  's',
  'saint',
  'saint d',
  'ORLEANS',
  'pointe a pitre',
  'bruxelles',
  'lon',
  'marseille',
  'nou',
  'vienne',
  'zzz',
];
const ROUNDS = 40;

function naive(g: Gazetteer, q: string, limit: number): number[] {
  const key = normalizeName(q);
  const hits = new Set<number>();
  for (let k = 0; k < g.keys.length; k++) if (g.keys[k]!.startsWith(key)) hits.add(g.keyCity[k]!);
  return [...hits].sort((a, b) => g.populations[b]! - g.populations[a]!).slice(0, limit);
}

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

const loadMs = time(loadGazetteer);
const g = loadGazetteer();
console.log(
  `gazetteer: ${fmt(g.count, 0)} towns, ${fmt(g.keys.length, 0)} names, loaded in ${fmt(loadMs, 0)} ms`,
);

// Warm both paths once so that the medians compare steady states.
for (const q of QUERIES) {
  searchPlaces(q, 10);
  naive(g, q, 10);
}
const indexed: number[] = [];
const scanned: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of QUERIES) {
    indexed.push(time(() => searchPlaces(q, 10)));
    scanned.push(time(() => naive(g, q, 10)));
  }
}
const sorted = [...indexed].sort((a, b) => a - b);
const p99 = sorted[Math.floor(sorted.length * 0.99)]!;
console.log(
  `indexed search: median ${fmt(median(indexed) * 1000, 0)} µs, p99 ${fmt(p99 * 1000, 0)} µs, worst ${fmt(sorted.at(-1)! * 1000, 0)} µs`,
);
console.log(`naive linear scan: median ${fmt(median(scanned) * 1000, 0)} µs`);
console.log(`ratio (scan / index, medians): ${fmt(median(scanned) / median(indexed), 1)}×`);
if (median(indexed) >= 5) {
  console.error('indexed search median is not under 5 ms');
  process.exit(1);
}
