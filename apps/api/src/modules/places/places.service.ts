import type { Place } from '@arcanes/contracts/places';
import { AppError } from '#api/errors/app-error.ts';
import { PREFIX_DEPTH, keysStartingWith, loadGazetteer, warmGazetteer, type Gazetteer } from './gazetteer';
import { countryName, normalizeName, regionName, townName } from './place-names';
import { zoneAt } from './zone-at';

export type { Place };
type Lang = 'fr' | 'en';

export type PlaceResolution =
  { kind: 'found'; place: Place } | { kind: 'ambiguous'; candidates: Place[] } | { kind: 'not_found' };

/** A name resolves to its most populous town only when that town outnumbers the next by this factor. */
export const DOMINANCE_FACTOR = 10;
/** A town whose name is exactly the query counts as this many times its population when ranking. */
export const EXACT_BOOST = 20;

export { warmGazetteer as warmPlaces, zoneAt };

/**
 * Québec keeps its own history (issue 38): the boundaries geo-tz ships merge it into America/Toronto,
 * whose clocks agree since 1970, but not in 1917–26 and 1949–50 — the time-zone history's backzone has
 * America/Montreal (« Quebec, most areas ») for births then. GeoNames' admin code for Québec is 10.
 */
function ownZone(zone: string, country: string, admin: string): string {
  return zone === 'America/Toronto' && country === 'CA' && admin === '10' ? 'America/Montreal' : zone;
}

function toPlace(g: Gazetteer, i: number, lang: Lang): Place {
  const country = g.country(i);
  const name = townName(country, g.names[i]!, lang);
  const region = regionName(country, g.admin(i), lang);
  const country_name = countryName(country, lang);
  const lat = g.lat(i);
  const lon = g.lon(i);
  return {
    id: String(g.ids[i]),
    name,
    region,
    country,
    country_name,
    label: [name, region, country_name].filter(Boolean).join(', '),
    lat,
    lon,
    zone: ownZone(zoneAt(lat, lon), country, g.admin(i)),
    population: g.populations[i]!,
  };
}

/** "Saint-Denis (Réunion)" or "Paris, France" → the name and the qualifiers that narrow it. */
function parseQuery(input: string): { key: string; qualifiers: string[] } {
  const [head = '', ...rest] = input.split(/[,(]/);
  return {
    key: normalizeName(head),
    qualifiers: rest.map((q) => normalizeName(q.replace(/\)/g, ''))).filter(Boolean),
  };
}

const haystacks = new Map<string, string>();

/** Every qualifier starts a word of the town's country code or name (fr or en), region name or code. */
function matchesQualifiers(g: Gazetteer, i: number, qualifiers: string[]): boolean {
  if (qualifiers.length === 0) return true;
  const country = g.country(i);
  const admin = g.admin(i);
  const cacheKey = `${country}/${admin}`;
  let haystack = haystacks.get(cacheKey);
  if (haystack === undefined) {
    const words = [
      country,
      countryName(country, 'fr'),
      countryName(country, 'en'),
      admin,
      regionName(country, admin, 'fr'),
      regionName(country, admin, 'en'),
    ];
    haystack = ` ${words
      .filter((w): w is string => Boolean(w))
      .map(normalizeName)
      .join(' ')}`;
    haystacks.set(cacheKey, haystack);
  }
  return qualifiers.every((q) => haystack.includes(` ${q}`));
}

interface Candidate {
  town: number;
  score: number;
  exact: boolean;
}

/** Higher score first, then exact name, then name and id: a total, stable order. */
function better(g: Gazetteer, a: Candidate, b: Candidate): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.exact !== b.exact) return a.exact;
  const na = g.names[a.town]!;
  const nb = g.names[b.town]!;
  if (na !== nb) return na < nb;
  return g.ids[a.town]! < g.ids[b.town]!;
}

/**
 * The `max` best towns among the keys starting with `key`: one pass that keeps a small sorted list,
 * so a one-letter query (15 000 names) costs no full sort.
 */
function topTowns(g: Gazetteer, key: string, qualifiers: string[], max: number): number[] {
  const list = g.prefixKeys(key);
  if (!list) return [];
  const check = key.length > PREFIX_DEPTH;
  const top: Candidate[] = [];
  for (const k of list) {
    const name = g.keys[k]!;
    if (check && !name.startsWith(key)) continue;
    const town = g.keyCity[k]!;
    const exact = name === key;
    const candidate = { town, exact, score: g.populations[town]! * (exact ? EXACT_BOOST : 1) };
    const last = top[top.length - 1];
    if (top.length === max && last && !better(g, candidate, last)) continue;
    if (!matchesQualifiers(g, town, qualifiers)) continue;
    const seen = top.findIndex((c) => c.town === town);
    if (seen >= 0) {
      if (!better(g, candidate, top[seen]!)) continue;
      top.splice(seen, 1);
    }
    let at = top.length;
    while (at > 0 && better(g, candidate, top[at - 1]!)) at--;
    top.splice(at, 0, candidate);
    if (top.length > max) top.pop();
  }
  return top.map((c) => c.town);
}

/**
 * Accent- and case-insensitive prefix search, best first (population, with a boost for an exact
 * name), so "paris" gives Paris, France before the Paris of Texas. Loads the gazetteer on first use.
 */
export function searchPlaces(q: string, limit = 10, lang: Lang = 'fr'): Place[] {
  const g = loadGazetteer();
  const { key, qualifiers } = parseQuery(q);
  if (!key || limit < 1) return [];
  return topTowns(g, key, qualifiers, Math.floor(limit)).map((i) => toPlace(g, i, lang));
}

/** A town by its id (the GeoNames id as a string), or null. */
export function getPlace(id: string, lang: Lang = 'fr'): Place | null {
  if (!/^\d{1,10}$/.test(id.trim())) return null;
  const g = loadGazetteer();
  const i = g.townById(Number(id.trim()));
  return i === undefined ? null : toPlace(g, i, lang);
}

/**
 * An id resolves exactly. A name (optionally qualified: "Saint-Denis, Réunion") resolves when one town
 * has exactly that name, or when the most populous one outnumbers the next by DOMINANCE_FACTOR
 * ("Paris" → Paris, France); otherwise the caller asks the person to choose.
 */
export function resolvePlace(input: string, lang: Lang = 'fr'): PlaceResolution {
  const byId = getPlace(input, lang);
  if (byId) return { kind: 'found', place: byId };
  const g = loadGazetteer();
  const { key, qualifiers } = parseQuery(input);
  if (!key) return { kind: 'not_found' };
  const found = new Set<number>();
  for (const k of keysStartingWith(g, key, true)) {
    const town = g.keyCity[k]!;
    if (matchesQualifiers(g, town, qualifiers)) found.add(town);
  }
  const towns = [...found].sort((a, b) => g.populations[b]! - g.populations[a]! || g.ids[a]! - g.ids[b]!);
  const [first, second] = towns;
  if (first === undefined) return { kind: 'not_found' };
  if (
    second === undefined ||
    (g.populations[first]! > 0 && g.populations[first]! >= DOMINANCE_FACTOR * g.populations[second]!)
  )
    return { kind: 'found', place: toPlace(g, first, lang) };
  return { kind: 'ambiguous', candidates: towns.slice(0, 10).map((i) => toPlace(g, i, lang)) };
}

/** resolvePlace for a form field: the place, or a 400 that names the field and lists the candidates. */
export function requirePlace(input: string, field: string, lang: Lang = 'fr'): Place {
  const result = resolvePlace(input, lang);
  if (result.kind === 'found') return result.place;
  const name = input.trim().slice(0, 80);
  if (result.kind === 'not_found') throw new AppError('PLACE_NOT_FOUND', { name }, { [field]: 'place' });
  const candidates = result.candidates
    .slice(0, 5)
    .map((p) => p.label)
    .join(' ; ');
  throw new AppError('PLACE_AMBIGUOUS', { name, candidates }, { [field]: 'place' });
}
