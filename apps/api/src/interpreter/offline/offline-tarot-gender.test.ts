import { describe, expect, test } from 'vitest';
import type { TarotFacts } from '#api/interpreter/facts.ts';
import { factsOf, fixtureInputs, type TarotInputs } from '#api/test/reading-fixtures.ts';
import { DECK } from '@arcanes/domain/tarot/deck';
import { createOfflineInterpreter } from './offline-interpreter';

// A tarot reading knows the asker's sex from the account (issue 35): the French offline answer agrees
// with it where it agrees with the asker, and stays epicene when it is not known.
const FEMININE = /seule juge|tenue à rien/;
const MASCULINE = /seul juge|tenu à rien/;

async function texts(sexe: 'femme' | 'homme' | null): Promise<string[]> {
  const base = fixtureInputs('tarot', 'fr') as TarotInputs;
  const out: string[] = [];
  // Thirty draws of three upright cards, with questions that vary the wording picked.
  for (let i = 0; i < 30; i++) {
    const picks = [0, 1, 2].map((j) => ({
      position: j,
      card_id: DECK[(i * 7 + j * 13) % DECK.length]!.id,
      reversed: false,
    }));
    const inputs: TarotInputs = { ...base, sexe, picks, question: `Dois-je changer de travail (${i}) ?` };
    const facts = factsOf(inputs) as TarotFacts;
    expect(facts.gender).toBe(sexe === 'femme' ? 'f' : sexe === 'homme' ? 'm' : null);
    out.push((await createOfflineInterpreter().interpret({ lang: 'fr', facts, length: 'short' })).text);
  }
  return out;
}

describe('the offline tarot answer agrees with the asker', () => {
  test('a woman: feminine agreement, never masculine', async () => {
    const said = await texts('femme');
    expect(said.some((t) => FEMININE.test(t))).toBe(true);
    expect(said.filter((t) => MASCULINE.test(t))).toEqual([]);
  });

  test('a man: masculine; unknown: neither', async () => {
    const men = await texts('homme');
    expect(men.some((t) => MASCULINE.test(t))).toBe(true);
    expect(men.filter((t) => FEMININE.test(t))).toEqual([]);
    const unknown = await texts(null);
    expect(unknown.filter((t) => FEMININE.test(t) || MASCULINE.test(t))).toEqual([]);
  });
});
