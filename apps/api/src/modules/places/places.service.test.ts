import { describe, expect, test } from 'vitest';
import { offsetSecondsAt } from '@arcanes/domain/astrology/tz-history';
import { loadGazetteer } from './gazetteer';
import { PLACE_ALIASES, TOWN_NAMES, normalizeName } from './place-names';
import { DOMINANCE_FACTOR, getPlace, requirePlace, resolvePlace, searchPlaces } from './places.service';

const first = (q: string, lang: 'fr' | 'en' = 'fr') => searchPlaces(q, 5, lang)[0];

describe('normalisation', () => {
  test('accents, case and punctuation fold away', () => {
    expect(normalizeName('Pointe-à-Pitre')).toBe('pointe a pitre');
    expect(normalizeName('  ORLÉANS ')).toBe('orleans');
    expect(normalizeName("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normalizeName('Straße Œuvre Øresund')).toBe('strasse oeuvre oresund');
  });
});

describe('searchPlaces', () => {
  test('ranks by population: Paris, France comes before the Paris of Texas', () => {
    const results = searchPlaces('Paris', 10);
    expect(results[0]).toMatchObject({
      id: '2988507',
      name: 'Paris',
      country: 'FR',
      region: 'Île-de-France',
      zone: 'Europe/Paris',
    });
    expect(results[0]!.label).toBe('Paris, Île-de-France, France');
    expect(results.some((p) => p.country === 'US')).toBe(true);
    const populations = results.filter((p) => p.name === 'Paris').map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  test('a short prefix ranks the biggest towns first and honours the limit', () => {
    const results = searchPlaces('par', 3);
    expect(results).toHaveLength(3);
    expect(results[0]!.name).toBe('Paris');
    for (const p of results) expect(normalizeName(p.name).startsWith('par')).toBe(true);
  });

  test('accent- and case-insensitive', () => {
    expect(first('ORLEANS')).toMatchObject({ name: 'Orléans', country: 'FR' });
    expect(first('pointe a pitre')).toMatchObject({
      name: 'Pointe-à-Pitre',
      country: 'GP',
      zone: 'America/Guadeloupe',
    });
    expect(first('saint etienne')).toMatchObject({ name: 'Saint-Étienne', country: 'FR' });
    expect(first('st etienne')).toMatchObject({ name: 'Saint-Étienne' });
    expect(first('lhay')).toMatchObject({ name: "L'Haÿ-les-Roses" });
  });

  test('French overseas towns are found, with their own zones', () => {
    expect(first('Fort-de-France')).toMatchObject({ country: 'MQ', zone: 'America/Martinique' });
    expect(first('Saint-Denis')).toMatchObject({
      country: 'RE',
      zone: 'Indian/Reunion',
      label: 'Saint-Denis, La Réunion',
    });
    expect(first('Cayenne')).toMatchObject({ country: 'GF', zone: 'America/Cayenne' });
    expect(first('noumea')).toMatchObject({ name: 'Nouméa', country: 'NC', zone: 'Pacific/Noumea' });
    expect(first('Papeete')).toMatchObject({ country: 'PF', zone: 'Pacific/Tahiti' });
    expect(first('Saint-Denis (Réunion)')).toMatchObject({ id: '935264' });
    expect(first('Saint-Denis, France')).toMatchObject({ country: 'FR', region: 'Île-de-France' });
  });

  test('Québec keeps its own time-zone history; Ontario, Toronto’s (issue 38: they differ in 1917–26 and 1949–50)', () => {
    const zoneOf = (q: string) => searchPlaces(q, 1, 'fr')[0]!;
    expect(zoneOf('Montréal')).toMatchObject({ country: 'CA', zone: 'America/Montreal' });
    expect(zoneOf('Sherbrooke').zone).toBe('America/Montreal');
    expect(zoneOf('Québec').zone).toBe('America/Montreal');
    expect(zoneOf('Ottawa')).toMatchObject({ region: 'Ontario', zone: 'America/Toronto' });
    expect(zoneOf('Toronto').zone).toBe('America/Toronto');
    // What it changes: a Montréal birth on 1 October 1920 was still on summer time (UTC−4), Toronto's not.
    expect(offsetSecondsAt(Date.parse('1920-10-01T12:00:00Z'), 'America/Montreal') / 3600).toBe(-4);
    expect(offsetSecondsAt(Date.parse('1920-10-01T12:00:00Z'), 'America/Toronto') / 3600).toBe(-5);
  });

  test('French exonyms find the town, and name it in French', () => {
    expect(first('Bruxelles')).toMatchObject({
      name: 'Bruxelles',
      country: 'BE',
      region: 'Bruxelles-Capitale',
    });
    expect(first('Londres')).toMatchObject({ name: 'Londres', country: 'GB' });
    expect(first('geneve')).toMatchObject({ name: 'Genève', country: 'CH' });
    expect(first('Anvers')).toMatchObject({ name: 'Anvers' });
    expect(first('Cologne')).toMatchObject({ name: 'Cologne' });
    expect(first('München')).toMatchObject({ name: 'Munich', country: 'DE' });
    expect(first('Venise')).toMatchObject({ name: 'Venise' });
    expect(first('Moscou')).toMatchObject({ name: 'Moscou' });
    expect(first('Pékin')).toMatchObject({ name: 'Pékin' });
    expect(first('Varsovie')).toMatchObject({ name: 'Varsovie' });
    expect(first('Lisbonne')).toMatchObject({ name: 'Lisbonne' });
    expect(first('Séville')).toMatchObject({ name: 'Séville' });
    expect(first('Bâle')).toMatchObject({ name: 'Bâle' });
    expect(first('Alger')).toMatchObject({ name: 'Alger' });
    expect(first('Tunis')).toMatchObject({ name: 'Tunis', country: 'TN' });
  });

  test('a town is labelled in the customer’s language, its region by name', () => {
    expect(first('Bruxelles', 'fr')!.label).toBe('Bruxelles, Bruxelles-Capitale, Belgique');
    expect(first('Bruxelles', 'en')!.label).toBe('Brussels, Brussels-Capital, Belgium');
    expect(first('Köln', 'en')!.label).toMatch(/^Cologne, /);
    expect(first('Sevilla', 'en')!.name).toBe('Seville');
    expect(first('Genève', 'en')!.name).toBe('Geneva');
    expect(first('geneve', 'fr')!.name).toBe('Genève');
    expect(first('New York', 'fr')!.label).toBe('New York, NY, États-Unis');
    expect(first('Marseille', 'fr')!.label).toBe('Marseille, Provence-Alpes-Côte d’Azur, France');
    // The data's spelling still finds the town, whatever the language shown.
    expect(first('Brussels', 'fr')!.name).toBe('Bruxelles');
  });

  test('every town renamed in a language is a town of the data', () => {
    const g = loadGazetteer();
    const missing = Object.keys(TOWN_NAMES).filter((key) => {
      const [country, name] = [key.slice(0, 2), key.slice(3)];
      return !g.names.some((n, i) => n === name && g.country(i) === country);
    });
    expect(missing).toEqual([]);
  });

  test('every alias points at a town of the data', () => {
    const g = loadGazetteer();
    const missing = PLACE_ALIASES.filter(
      ([, name, country]) => !g.names.some((n, i) => n === name && g.country(i) === country),
    );
    expect(missing).toEqual([]);
  });

  test('country names follow the language', () => {
    expect(first('Saint-Denis', 'en')).toMatchObject({
      country_name: 'Réunion',
      label: 'Saint-Denis, Réunion',
    });
    expect(first('Londres', 'en')!.label).toBe('London, England, United Kingdom');
    expect(first('Londres', 'fr')!.label).toBe('Londres, Angleterre, Royaume-Uni');
    expect(first('Londres', 'fr')!.country_name).toBe('Royaume-Uni');
  });

  test('nothing for an empty or unknown query', () => {
    expect(searchPlaces('', 10)).toEqual([]);
    expect(searchPlaces(' - ', 10)).toEqual([]);
    expect(searchPlaces('qqqxz', 10)).toEqual([]);
  });
});

describe('getPlace and resolvePlace', () => {
  test('an id resolves exactly', () => {
    expect(getPlace('935264')).toMatchObject({
      name: 'Saint-Denis',
      country: 'RE',
      lat: -20.88231,
      lon: 55.4504,
    });
    expect(getPlace('999999999')).toBeNull();
    expect(getPlace('paris')).toBeNull();
    expect(resolvePlace('4717560')).toMatchObject({ kind: 'found', place: { name: 'Paris', country: 'US' } });
  });

  test(`a name resolves when one town outnumbers the others ${DOMINANCE_FACTOR}×`, () => {
    expect(resolvePlace('Paris')).toMatchObject({ kind: 'found', place: { id: '2988507' } });
    expect(resolvePlace('paris')).toMatchObject({ kind: 'found', place: { id: '2988507' } });
    expect(resolvePlace('Bruxelles')).toMatchObject({ kind: 'found', place: { name: 'Bruxelles' } });
    expect(resolvePlace('Pointe-à-Pitre')).toMatchObject({ kind: 'found', place: { country: 'GP' } });
  });

  test('close populations are ambiguous, most populous first', () => {
    const result = resolvePlace('Saint-Denis');
    expect(result.kind).toBe('ambiguous');
    if (result.kind !== 'ambiguous') return;
    expect(result.candidates.map((p) => p.country).slice(0, 2)).toEqual(['RE', 'FR']);
    expect(resolvePlace('Springfield').kind).toBe('ambiguous');
  });

  test('a qualifier or a full label settles it', () => {
    expect(resolvePlace('Saint-Denis, Réunion')).toMatchObject({ kind: 'found', place: { country: 'RE' } });
    expect(resolvePlace('Saint-Denis (France)')).toMatchObject({ kind: 'found', place: { country: 'FR' } });
    expect(resolvePlace('Paris, Île-de-France, France')).toMatchObject({
      kind: 'found',
      place: { id: '2988507' },
    });
    expect(resolvePlace('Paris, TX')).toMatchObject({ kind: 'found', place: { id: '4717560' } });
  });

  test('a prefix is not a name, and nonsense is not found', () => {
    expect(resolvePlace('Pari').kind).toBe('not_found');
    expect(resolvePlace('Atlantis-sur-Mer').kind).toBe('not_found');
    expect(resolvePlace('').kind).toBe('not_found');
  });

  test('requirePlace turns failures into errors naming the field', () => {
    expect(requirePlace('Paris', 'lieu_naissance').id).toBe('2988507');
    expect(() => requirePlace('Saint-Denis', 'lieu_naissance')).toThrow(
      expect.objectContaining({ code: 'PLACE_AMBIGUOUS', fields: { lieu_naissance: 'place' } }),
    );
    expect(() => requirePlace('Nulle-Part', 'placeOfBirth')).toThrow(
      expect.objectContaining({ code: 'PLACE_NOT_FOUND', fields: { placeOfBirth: 'place' } }),
    );
  });
});
