import { describe, expect, test } from 'vitest';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
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
