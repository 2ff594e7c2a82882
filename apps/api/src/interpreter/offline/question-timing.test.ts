import { describe, expect, test } from 'vitest';
import {
  factsOf,
  fixtureInputs,
  type AstrologyInputs,
  type TarotInputs,
} from '#api/test/reading-fixtures.ts';
import { createOfflineInterpreter } from './offline-interpreter';
import { monthAskedAbout, timingCaveat } from './question-timing';

describe('the month a question is about', () => {
  test.each([
    ['Mon voyage au Japon en avril se passera-t-il bien ?', 'fr', 4],
    ['Est-ce que je vais obtenir mon augmentation en janvier ?', 'fr', 1],
    ['Vais-je déménager d’ici septembre ?', 'fr', 9],
    ['Notre mariage fin aout sera-t-il heureux ?', 'fr', 8],
    ['Will I get my raise in January?', 'en', 1],
    ['Should I move before March?', 'en', 3],
    ['Will my trip in April go well?', 'fr', 4], // written in English on the French site
  ] as const)('%s → %i', (question, lang, month) => {
    expect(monthAskedAbout(question, lang)).toBe(month);
  });

  test.each([
    ['Mars est-il favorable à mon projet ?', 'fr'], // the planet
    ['This may work out, may it not?', 'en'], // the verb
    ['Dois-je partir ?', 'fr'],
    [null, 'fr'],
  ] as const)('%s → none', (question, lang) => {
    expect(monthAskedAbout(question, lang)).toBeNull();
  });

  const window = { from: '2027-08-16', to: '2027-11-15' };
  test('said when the month lies outside the period covered, in both languages', () => {
    expect(timingCaveat({ question: 'Mon voyage en avril ?', lang: 'fr', window }, 'draw')).toBe(
      'Votre question parle d’avril, au-delà de la période que couvre ce tirage : les cartes disent ce qui prépare ce moment plus que le moment lui-même.',
    );
    expect(timingCaveat({ question: 'My raise in January?', lang: 'en', window }, 'sky')).toBe(
      'Your question is about January, beyond the period this reading covers: the sky speaks of what prepares that moment more than of the moment itself.',
    );
    // Inside the period, or no period at all: nothing to say.
    expect(timingCaveat({ question: 'Mon voyage en octobre ?', lang: 'fr', window }, 'draw')).toBeNull();
    expect(timingCaveat({ question: 'Mon voyage en août ?', lang: 'fr', window }, 'draw')).toBeNull();
    expect(timingCaveat({ question: 'Mon voyage en avril ?', lang: 'fr', window: null }, 'draw')).toBeNull();
  });
});

describe('a reading whose question names a month it does not cover', () => {
  // The real path: the offline writer, then the writing check every text goes through.
  test.each(['fr', 'en'] as const)(
    'a three-month tarot forecast says so and passes the check (%s)',
    async (lang) => {
      const base = fixtureInputs('tarot', lang) as TarotInputs;
      const question =
        lang === 'fr'
          ? 'Mon voyage au Japon en juillet se passera-t-il bien ?'
          : 'Will my trip to Japan in July go well?';
      const inputs: TarotInputs = { ...base, option: 2, question };
      const facts = factsOf(inputs);
      expect(facts.window).not.toBeNull(); // 24 November 2026 → February 2027: July is not in it
      const result = await createOfflineInterpreter().interpret({ lang, facts, length: 'long' });
      const first = result.paragraphs[0]!;
      expect(first.text).toContain(
        lang === 'fr' ? 'Votre question parle de juillet' : 'Your question is about July',
      );
      expect(first.facts).toEqual(expect.arrayContaining(['question', 'period']));

      // Asked about a month it covers, it says nothing of the kind.
      const covered =
        lang === 'fr' ? 'Mon voyage en janvier se passera-t-il bien ?' : 'Will my trip in January go well?';
      const other = await createOfflineInterpreter().interpret({
        lang,
        facts: factsOf({ ...inputs, question: covered }),
        length: 'long',
      });
      expect(other.text).not.toMatch(/Votre question parle|Your question is about/);
    },
  );

  test.each(['fr', 'en'] as const)(
    'an astrology question over the coming month says so (%s)',
    async (lang) => {
      const base = fixtureInputs('astro', lang) as AstrologyInputs;
      const question =
        lang === 'fr' ? 'Vais-je rencontrer quelqu’un en juin ?' : 'Will I meet someone in June?';
      const facts = factsOf({ ...base, question });
      const result = await createOfflineInterpreter().interpret({ lang, facts, length: 'short' });
      expect(result.paragraphs[0]!.text).toContain(
        lang === 'fr' ? 'Votre question parle de juin' : 'Your question is about June',
      );
    },
  );
});
