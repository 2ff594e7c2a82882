import { describe, expect, test } from 'vitest';
import { checkWriting } from '#api/interpreter/check/check-writing.ts';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { CompatibilityFacts } from '#api/interpreter/facts.ts';
import { writeOffline } from '#api/interpreter/offline/offline-interpreter.ts';
import type { WrittenParagraph } from '#api/interpreter/writing.ts';
import { getPlace, resolvePlace } from '#api/modules/places/places.service.ts';
import { computeCompatibility } from '#api/modules/readings/compute/compatibility.ts';
import type { CompatibilityInputs, CompatibilityPersonInputs } from '#api/modules/readings/request/inputs.ts';

/**
 * The compatibility reading's contract (decision 0200): the offline writer's paragraphs pass the
 * one checker in both languages, and the checker refuses claims that give a placement, an aspect,
 * an overlay or a number to the wrong person, or that cite nothing for them.
 */
function place(name: string) {
  const r = resolvePlace(name, 'fr');
  if (r.kind !== 'found') throw new Error(`no place ${name}`);
  const p = getPlace(r.place.id, 'fr')!;
  return { id: p.id, label: p.label, lat: p.lat, lon: p.lon, zone: p.zone };
}

function person(
  first: string,
  last: string,
  date: string,
  time: string | null,
  city: string,
): CompatibilityPersonInputs {
  return {
    first_name: first,
    last_name: last,
    birth_date: date,
    birth_time: time,
    birth_time_fold: null,
    place_input: city,
    place: place(city),
  };
}

function inputs(
  lang: 'fr' | 'en',
  people: [CompatibilityPersonInputs, CompatibilityPersonInputs],
): CompatibilityInputs {
  return {
    domain: 'compatibilite',
    option: 4,
    ordered_from: 'astrologie',
    lang,
    first_name: people[0].first_name,
    reading_date: '2026-11-20',
    people,
    question: null,
  };
}

const PAIRS: [CompatibilityPersonInputs, CompatibilityPersonInputs][] = [
  [
    person('Camille', 'Martin', '1988-04-12', '09:30', 'Paris'),
    person('Hugo', 'Bernard', '1990-10-03', '19:05', 'Lyon'),
  ],
  [
    person('Anne', 'Lefèvre', '1975-01-28', '06:10', 'Marseille'),
    person('Éric', 'Dubois', '1972-08-09', null, 'Lille'),
  ],
  [
    person('Léa', 'Moreau', '1996-06-21', '23:45', 'Toulouse'),
    person('Inès', 'Roux', '1994-12-02', '12:00', 'Bordeaux'),
  ],
];

function check(facts: CompatibilityFacts, paragraphs: WrittenParagraph[]) {
  return checkWriting(paragraphs, {
    facts,
    index: indexFacts(facts),
    length: 'long',
    system: 'system prompt',
  });
}

describe('compatibility: the offline writer passes the checker', () => {
  for (const lang of ['fr', 'en'] as const)
    for (const pair of PAIRS)
      test(`${lang}: ${pair[0].first_name} and ${pair[1].first_name}`, () => {
        const c = computeCompatibility(inputs(lang, pair));
        const facts = c.facts as CompatibilityFacts;
        const paragraphs = writeOffline({ lang, facts, length: 'long' });
        expect(check(facts, paragraphs)).toEqual([]);
        const text = paragraphs.map((p) => p.text).join('\n');
        expect(text).toContain(pair[0].first_name);
        expect(text).toContain(pair[1].first_name);
        expect(text).not.toMatch(/undefined|NaN|\[object/);
        expect(paragraphs.length).toBeGreaterThanOrEqual(7);
        // Every fact a paragraph cites exists, and the report cites synastry, overlays or births, composite and numbers.
        const ids = paragraphs.flatMap((p) => p.facts);
        expect(ids.some((id) => id.startsWith('synastry.'))).toBe(true);
        expect(ids).toContain('couple.number');
        expect(ids.some((id) => id.startsWith('composite.'))).toBe(true);
      });

  test('an unknown birth time: no overlays into that chart, no composite houses, and the text says why', () => {
    const c = computeCompatibility(inputs('fr', PAIRS[1]!));
    const facts = c.facts as CompatibilityFacts;
    expect(facts.overlays.every((o) => o.guest === 1)).toBe(true);
    expect(facts.composite.every((p) => p.house === null)).toBe(true);
    expect(facts.composite.some((p) => p.id === 'ascendant')).toBe(false);
    const text = writeOffline({ lang: 'fr', facts, length: 'long' })
      .map((p) => p.text)
      .join('\n');
    expect(text).toContain('Sans l’heure de naissance d’Éric');
  });
});

describe('compatibility: the checker refuses claims the facts do not hold', () => {
  const c = computeCompatibility(inputs('fr', PAIRS[0]!));
  const facts = c.facts as CompatibilityFacts;
  const [a, b] = facts.people;
  const signOf = (p: typeof a, id: string) => p.placements.find((x) => x.id === id)!;
  const venusA = signOf(a, 'venus');
  const venusB = signOf(b, 'venus');
  const x = facts.synastry[0]!;
  const good: WrittenParagraph = {
    text: 'Cette lecture rapproche deux thèmes et deux chemins de vie, avec leurs accords et leurs frottements, sans rien promettre de plus que des tendances à vivre ensemble, jour après jour, avec attention et patience.',
    facts: ['a.birth', 'b.birth'],
  };
  // The same filler four times meets the report's bounds; that it repeats itself is not what is tested.
  const run = (text: string, cited: string[]) =>
    check(facts, [{ text, facts: cited }, good, good, good, { ...good, text: good.text.repeat(3) }])
      .filter((r) => !/repeats paragraph/.test(r))
      .join('\n');

  test('a good claim passes', () => {
    expect(run(`La Vénus de Camille en ${venusA.sign_name} aime à sa façon.`, ['a.planet.venus'])).toBe('');
  });

  test('a placement given to the wrong person is refused', () => {
    if (venusA.sign !== venusB.sign)
      expect(
        run(`La Vénus de Camille en ${venusB.sign_name} aime à sa façon.`, [
          'a.planet.venus',
          'b.planet.venus',
        ]),
      ).toMatch(/Camille: Vénus is not in/);
  });

  test('an uncited placement is refused', () => {
    expect(run(`La Vénus de Camille en ${venusA.sign_name} aime à sa façon.`, ['a.birth'])).toMatch(
      /not cited/,
    );
  });

  test('a synastry aspect with the people swapped, or of another type, is refused', () => {
    const other = x.type === 'trine' ? 'carré' : 'trigone';
    const words = (who1: string, who2: string, type: string) =>
      `Le ${x.a_name} de ${who1} en ${type} avec le ${x.b_name} de ${who2} compte.`;
    expect(run(words('Camille', 'Hugo', x.type_name), [`synastry.${x.a}-${x.type}-${x.b}`])).toBe('');
    expect(run(words('Camille', 'Hugo', other), [`synastry.${x.a}-${x.type}-${x.b}`])).toMatch(
      /another aspect|no /,
    );
    if (x.a !== x.b && !facts.synastry.some((y) => y.a === x.b && y.b === x.a))
      expect(run(words('Hugo', 'Camille', x.type_name), [`synastry.${x.a}-${x.type}-${x.b}`])).toMatch(
        /no .* between the two charts/,
      );
  });

  test('a composite aspect is refused: the facts carry none', () => {
    expect(
      run('Le Soleil composite en trigone avec la Lune composite apaise tout.', ['composite.sun']),
    ).toMatch(/no composite aspect/);
  });

  test('a wrong life path, or one given to the wrong person, is refused', () => {
    expect(run(`Camille suit un chemin de vie ${a.numbers.life_path}.`, ['a.number.life_path'])).toBe('');
    const wrong = a.numbers.life_path === 9 ? 8 : a.numbers.life_path + 1;
    expect(run(`Camille suit un chemin de vie ${wrong}.`, ['a.number.life_path'])).toMatch(
      /life path is not/,
    );
    if (a.numbers.life_path !== b.numbers.life_path)
      expect(
        run(`Hugo suit un chemin de vie ${a.numbers.life_path}.`, [
          'a.number.life_path',
          'b.number.life_path',
        ]),
      ).toMatch(/Hugo: life path is not/);
    expect(run('Camille a un nombre intime 4.', ['a.number.life_path'])).toMatch(/computed no such number/);
  });

  test('a wrong couple number and an overlay in the wrong house are refused', () => {
    const n = facts.couple_number.value === 9 ? 8 : facts.couple_number.value + 1;
    expect(run(`Le nombre du couple est ${n}.`, ['couple.number'])).toMatch(/couple number is/);
    const o = facts.overlays.find((y) => y.guest === 0 && y.planet === 'sun')!;
    const wrongHouse = (o.house % 12) + 1;
    expect(run(`Le Soleil de Camille tombe dans la maison ${o.house} de Hugo.`, [`overlay.a.sun`])).toBe('');
    const own = a.placements.find((p) => p.id === 'sun')!.house;
    if (wrongHouse !== own)
      expect(
        run(`Le Soleil de Camille tombe dans la maison ${wrongHouse} de Hugo.`, [`overlay.a.sun`]),
      ).toMatch(/not in house/);
  });
});
