import { describe, expect, test } from 'vitest';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { TRANSIT_THEMES } from './astro-words';
import { bond } from './offline-astrology';
import { Picker } from './pick';

/** Just what `bond` reads: the language and one aspect between two points. */
function factsWith(a: string, aName: string, b: string, bName: string, type: string, typeName: string) {
  return {
    lang: 'fr',
    aspects: [{ a, a_name: aName, b, b_name: bName, type, type_name: typeName, orb: 1 }],
  } as unknown as AstrologyFacts;
}

/** Every frame `bond` can write for these facts (200 seeds walk all the choices). */
function allTexts(f: AstrologyFacts): string[] {
  const seen = new Set<string>();
  for (let seed = 1; seed <= 200; seed++) {
    const p = bond(f, [], new Picker(seed));
    if (p) seen.add(p.text);
  }
  return [...seen];
}

describe('offline astrology: an aspect between two points agrees with their gender', () => {
  test('the Sun and Uranus (both masculine): « ils », « liés », « l’un »', () => {
    for (const type of [
      ['opposition', 'opposition'],
      ['conjunction', 'conjonction'],
    ] as const) {
      const texts = allTexts(factsWith('sun', 'Soleil', 'uranus', 'Uranus', type[0], type[1]));
      expect(texts.length).toBeGreaterThan(2);
      for (const text of texts) {
        expect(text, text).not.toMatch(/\belles\b|\bliées\b|quand l’une/);
      }
      expect(texts.join(' ')).toMatch(/\bils\b/);
    }
  });

  test('the Moon and Venus (both feminine): « elles », « liées »', () => {
    const texts = allTexts(factsWith('moon', 'Lune', 'venus', 'Vénus', 'square', 'carré'));
    for (const text of texts) expect(text, text).not.toMatch(/\bils\b|\bliés\b/);
    expect(texts.join(' ')).toMatch(/\belles\b/);
  });
});

describe('offline astrology: the bond between two points, said for the thing asked', () => {
  test('with a subject, one sentence names it and the two points by what they touch, joined once', () => {
    const f = factsWith('moon', 'Lune', 'mc', 'Milieu du Ciel', 'sextile', 'sextile');
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const p = bond(f, [], new Picker(seed), undefined, 'votre projet d’ouvrir un restaurant');
      const applied = p!.text
        .split(/(?<=\.) /)
        .find((s) => /^(Pour|Concernant|En ce qui concerne|Pour ce qui touche) votre projet/.test(s));
      expect(applied, p!.text).toBeDefined();
      // Each point by one of its themes (astro-words.ts).
      expect(
        TRANSIT_THEMES.moon.fr.some((t) => applied!.includes(t)),
        applied,
      ).toBe(true);
      expect(
        TRANSIT_THEMES.mc.fr.some((t) => applied!.includes(t)),
        applied,
      ).toBe(true);
      // The two themes are the subject of one verb: never three « et » in a row.
      expect(applied!.split(' et ').length, applied).toBeLessThanOrEqual(2);
      seen.add(applied!);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  test('without a subject (a report, or no question), the paragraph is the aspect alone', () => {
    const f = factsWith('sun', 'Soleil', 'mars', 'Mars', 'square', 'carré');
    for (let seed = 1; seed <= 50; seed++) expect(bond(f, [], new Picker(seed))!.text).not.toMatch(/Pour /);
  });
});
