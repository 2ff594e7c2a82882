import { describe, expect, test } from 'vitest';
import type { TarotFacts } from '#api/interpreter/facts.ts';
import {
  factsOf,
  fixtureInputs,
  spreadSizes,
  randomTarotDraw,
  type TarotInputs,
} from '#api/test/reading-fixtures.ts';
import { cardById, DECK } from '@arcanes/domain/tarot/deck';
import { writeOffline } from './offline-interpreter';
import { keywordWords } from './tarot-voice';

/**
 * A card's keywords are labels without a determiner (« départ retenu », "youth", "step not taken").
 * After a verb or a preposition the offline writer gives them their article (« glisser vers le départ
 * retenu », « parle de la fidélité », “towards the step not taken”); bare, they stay in label slots
 * (after a colon, in quotes, « la part de… », « un peu de… », "the question of…").
 */

let seed = 20261130;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

function randomDraw(lang: 'fr' | 'en', option: 1 | 2 | 3, count: number, k: number): TarotInputs {
  return randomTarotDraw(random, lang, option, count, k, 2);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The drawn cards' keywords (both ways up) that need a determiner inside a sentence, longest first. */
function needy(facts: TarotFacts, lang: 'fr' | 'en'): RegExp {
  const all = new Set(
    [...facts.cards.map((c) => c.card_id), facts.synthesis.card_id]
      .map((id) => cardById(id))
      .flatMap((c) => [...c.upright.keywords[lang], ...c.reversed.keywords[lang]])
      .filter((k) => keywordWords(k, lang).the !== k),
  );
  const list = [...all].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`(?<![\\p{L}’'-])(?:${list.join('|')})(?![\\p{L}’'-])`, 'giu');
}

// A verb or preposition that takes an object with its determiner. French « de » only after the verbs and
// pronouns that need it (« parle de la fidélité », « celle du désir »): nouns such as « la part de », « un
// peu de », « la question de », « en matière de » take a bare complement.
const FR_BEFORE =
  /(?:^|[\s(])(vers|pour|dans|avec|entre|sur|par|contre|à|rencontre|met|apporte|(?:parle|parlent|parlerait|parlant|témoigne|témoignent|celui|celle|faire|ferez|dit|nourrit|compte|porteur|porteuse|annonciateur|messager|ensuite|puis|voie|ton) (?:de|d’))\s*$/iu;
const EN_BEFORE =
  /\b(towards|count on|rely on|into|with|to|between|through|about|over|puts|brings|gives|offers|(?:speaks|tells|speak|tell|knot|way|thread) of)\s*$/iu;

function bareAfterPreposition(text: string, lang: 'fr' | 'en', re: RegExp): string[] {
  const faults: string[] = [];
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!(lang === 'fr' ? FR_BEFORE : EN_BEFORE).test(before)) continue;
    // Idioms with a bare noun: « a pour mission », « à distance », « avec méthode » (a manner, not a
    // keyword: the writer's own « des mois à traverser avec {méthode|constance} »).
    if (/\ba pour\s*$/.test(before) || (/à\s*$/.test(before) && /^distance$/i.test(m[0]))) continue;
    if (/avec\s*$/.test(before) && /^(?:méthode|constance|patience|prudence)$/i.test(m[0])) continue;
    faults.push(`${before.slice(-30)}${m[0]}`);
  }
  return faults;
}

const cases = (['fr', 'en'] as const).flatMap((lang) =>
  spreadSizes([1, 2, 3]).map(([option, count]) => ({ lang, option: option as 1 | 2 | 3, count })),
);

describe('offline tarot: a keyword after a verb or a preposition has its determiner', () => {
  test('the keyword grammar', () => {
    expect(keywordWords('départ retenu', 'fr')).toMatchObject({
      the: 'le départ retenu',
      of: 'du départ retenu',
      to: 'au départ retenu',
    });
    expect(keywordWords('fidélité', 'fr').of).toBe('de la fidélité');
    expect(keywordWords('accueil', 'fr').of).toBe('de l’accueil');
    expect(keywordWords('émotions figées', 'fr').to).toBe('aux émotions figées');
    expect(keywordWords('harmonie', 'fr').the).toBe('l’harmonie');
    expect(keywordWords('step not taken', 'en').the).toBe('the step not taken');
    expect(keywordWords('opening', 'en').the).toBe('an opening');
    expect(keywordWords('stability', 'en').the).toBe('stability');
    expect(keywordWords('letting go', 'en').the).toBe('letting go');
    expect(keywordWords('youth', 'en').the).not.toBe('youth');
    // Every French keyword gets « le », « la », « l’ » or « les »; every English one a form.
    for (const c of DECK)
      for (const k of [...c.upright.keywords.fr, ...c.reversed.keywords.fr])
        expect(keywordWords(k, 'fr').the).toMatch(/^(?:le |la |l’|les )/);
  });

  test.each(cases)('$lang, option $option, $count cards (10 draws)', ({ lang, option, count }) => {
    for (let k = 0; k < 10; k++) {
      const facts = factsOf(randomDraw(lang, option, count, k)) as TarotFacts;
      const re = needy(facts, lang);
      const text = writeOffline({ lang, facts, length: option === 1 ? 'short' : 'long' })
        .map((p) => p.text)
        .join('\n');
      expect.soft(bareAfterPreposition(text, lang, re)).toEqual([]);
      // A card named with its position is closed by a comma before the verb that follows: not "as the
      // Three of Coins, at “The outcome” says".
      expect.soft(text).not.toMatch(/, at “[^”]+” [a-z]/);
      expect
        .soft(text)
        .not.toMatch(/, (?:en position|à la place|à l’emplacement|dans la position) « [^»]+ » [a-zé]/);
    }
  });
});

describe('offline tarot: a card drawn alone agrees with a plural subject', () => {
  test.each([
    [
      'fr',
      'Est-ce que je vais tenir le coup avec mes gardes de nuit ?',
      /vos gardes de nuit (?:va|engage|dépasse|se joue)\b/,
    ],
    ['en', 'Will I get through my night shifts?', /your night shifts (?:involves|is|plays)\b/],
  ] as const)('%s', (lang, question, wrong) => {
    for (const card_id of [
      'major-08-la-justice',
      'major-17-l-etoile',
      'deniers-04-quatre',
      'coupes-07-sept',
    ]) {
      const inputs: TarotInputs = {
        ...(fixtureInputs('tarot', lang) as TarotInputs),
        option: 1,
        count: 1,
        question,
        topic: 'general',
        picks: [{ position: 4, card_id, reversed: false }],
      };
      const text = writeOffline({ lang, facts: factsOf(inputs) as TarotFacts, length: 'short' })
        .map((p) => p.text)
        .join(' ');
      expect(text).toMatch(lang === 'fr' ? /vos gardes de nuit/ : /your night shifts/);
      expect(text).not.toMatch(wrong);
    }
  });
});

describe('a French keyword takes the article of its gender', () => {
  test('by the list, else by its ending, with the masculine exceptions', () => {
    const the = (k: string) => keywordWords(k, 'fr').the;
    expect(
      ['volonté', 'coopération', 'vision', 'persévérance', 'communication', 'spiritualité'].map(the),
    ).toEqual([
      'la volonté',
      'la coopération',
      'la vision',
      'la persévérance',
      'la communication',
      'la spiritualité',
    ]);
    expect(
      ['silence intérieur', 'changement', 'départ retenu', 'initiative', 'liens noués'].map(the),
    ).toEqual([
      'le silence intérieur',
      'le changement',
      'le départ retenu',
      'l’initiative',
      'les liens noués',
    ]);
  });
});
