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

describe('a question whose horizon reaches past the period read (issue 35)', () => {
  const VERDICTS =
    /plutôt oui|oui, dans l’ensemble|un oui|oui, à une condition|pas encore|plutôt non|pas tout de suite|mostly yes|yes, on|yes, but|a fairly clear yes|a cautious yes|not yet|no, not for now|not straight away/i;
  const FURTHER = /Votre question porte .*, plus loin que|Your question reaches .*, further than/;

  const tarot = (lang: 'fr' | 'en', question: string, period: 'semaine' | 'mois', seed = 0) => {
    const base = fixtureInputs('tarot', lang) as TarotInputs;
    // Other draws of the three cards, so that verdicts of every kind would have been given.
    const picks = base.picks.map((p, i) => ({ ...p, reversed: ((seed >> i) & 1) === 1 }));
    return factsOf({ ...base, option: 1, period, question, picks });
  };

  test.each([
    ['fr', 'Vais-je trouver un nouveau travail avant l’été ?', 'jusqu’à l’été, plus loin que la semaine'],
    ['fr', 'Est-ce que je vais déménager dans les 6 mois ?', 'sur six mois, plus loin que la semaine'],
    ['en', 'Will I find a new job by Christmas?', 'to Christmas, further than the week'],
    ['en', 'Will I get married this year?', 'to the end of the year, further than the week'],
  ] as const)('tarot, a week read: %s %s', async (lang, question, said) => {
    for (let seed = 0; seed < 8; seed++) {
      const facts = tarot(lang, question, 'semaine', seed);
      const result = await createOfflineInterpreter().interpret({ lang, facts, length: 'short' });
      const first = result.paragraphs[0]!;
      expect(first.text).toContain(said);
      expect(first.text).not.toMatch(VERDICTS);
      expect(first.facts).toContain('question');
    }
  });

  test.each(['fr', 'en'] as const)('astrology, a week read, says so with no verdict (%s)', async (lang) => {
    const base = fixtureInputs('astro', lang) as AstrologyInputs;
    const question =
      lang === 'fr'
        ? 'Vais-je rencontrer quelqu’un avant l’été ?'
        : 'Will I meet someone within the next six months?';
    const facts = factsOf({ ...base, period: 'semaine', question });
    const result = await createOfflineInterpreter().interpret({ lang, facts, length: 'short' });
    const first = result.paragraphs[0]!;
    expect(first.text).toMatch(FURTHER);
    expect(first.text).toContain(
      lang === 'fr' ? 'le ciel dit ce que montre cette semaine' : 'the sky tells what this week shows',
    );
    expect(first.text).not.toMatch(VERDICTS);
    expect(first.facts).toEqual(expect.arrayContaining(['question', 'period']));
  });

  test('without the horizon, the same draws give verdicts: the test above is not empty', async () => {
    const said = [];
    for (let seed = 0; seed < 8; seed++) {
      const facts = tarot('fr', 'Vais-je trouver un nouveau travail ?', 'semaine', seed);
      said.push((await createOfflineInterpreter().interpret({ lang: 'fr', facts, length: 'short' })).text);
    }
    expect(said.some((t) => VERDICTS.test(t))).toBe(true);
  });

  test.each([
    ['fr', 'Vais-je trouver un nouveau travail avant la fin du mois ?', 'mois'], // 24 → 30 November
    ['fr', 'Vais-je trouver un nouveau travail cette semaine ?', 'semaine'],
    ['en', 'Will I find a new job this month?', 'semaine'], // 24 → 30 November, inside the week read
    ['en', 'Will I find a new job?', 'semaine'],
  ] as const)('within the period (or no horizon), nothing is said: %s %s', async (lang, question, period) => {
    const astro = factsOf({ ...(fixtureInputs('astro', lang) as AstrologyInputs), period, question });
    for (const facts of [tarot(lang, question, period), astro]) {
      const result = await createOfflineInterpreter().interpret({ lang, facts, length: 'short' });
      expect(result.text).not.toMatch(FURTHER);
    }
  });
});
