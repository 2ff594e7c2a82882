import { describe, expect, test } from 'vitest';
import { cardById } from '@arcanes/domain/tarot/deck';
import {
  factsOf,
  fixture,
  fixtureInputs,
  longAstrologyInputs,
  type AstrologyInputs,
} from '#api/test/reading-fixtures.ts';
import { indexFacts } from './fact-index';
import type { ReadingFacts } from './facts';
import { buildMessages, cautionOf, JUDGE_TEMPERATURE, retryMessage, WRITING_TEMPERATURE } from './prompt';

const dataOf = (user: string) =>
  JSON.parse(user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1)) as {
    reading: Record<string, unknown>;
    facts: Record<string, unknown>[];
  };

describe('the prompt (decision 0272)', () => {
  test('a report asks for the words its price pays for: 900 for option 2, 1 400 for option 3; one card as developed as three (issue 38)', () => {
    const { facts, index } = fixture('astro', 'fr');
    const long = (option: 2 | 3, lang: 'fr' | 'en') =>
      buildMessages({ lang, facts: { ...facts, option, lang } as ReadingFacts, length: 'long' }, index)
        .system;
    expect(long(2, 'fr')).toContain('900 à 1 400 mots');
    expect(long(3, 'fr')).toContain('1 400 à 2 000 mots');
    expect(long(2, 'en')).toContain('900 to 1,400 words');
    expect(long(3, 'en')).toContain('1,400 to 2,000 words');
    expect(buildMessages({ lang: 'fr', facts, length: 'short' }, index).system).toMatch(
      /une seule carte est aussi développée qu’une réponse sur trois/,
    );
  });

  test('a tarot card carries its Marseille meaning for its orientation and its position', () => {
    const { facts, index } = fixture('tarot', 'fr');
    const { user } = buildMessages({ lang: 'fr', facts, length: 'short' }, index);
    const cards = dataOf(user).facts.filter((f) => f.kind === 'card');
    const reversed = cards.find((f) => f.id === 'card.1')!;
    expect(reversed.meaning).toBe(cardById('coupes-02-deux').reversed.text.fr);
    expect(reversed.position_meaning).toEqual(expect.any(String));
    expect(reversed.in_position).toMatch(/^En position « Le chemin », la carte renversée/);
    expect(cards.find((f) => f.id === 'card.0')!.meaning).toBe(cardById('major-17-l-etoile').upright.text.fr);
    expect(cards.find((f) => f.id === 'card.synthesis')!.meaning).toEqual(expect.any(String));
  });

  test('rules on other people, tone and careful questions, one worked example; gender sent', () => {
    const { facts, index } = fixture('astro', 'fr');
    const { system, user } = buildMessages({ lang: 'fr', facts, length: 'short' }, index);
    expect(system).toMatch(/ni ce que tranchera un tribunal/);
    expect(system).toMatch(/Aucun fatalisme/);
    expect(system).toMatch(/Les questions délicates/);
    expect(system).toMatch(/Exemple de forme/);
    expect(dataOf(user).reading.gender).toBe('f');
    expect([WRITING_TEMPERATURE, JUDGE_TEMPERATURE]).toEqual([0.4, 0]);
  });

  test('a long astrology reading with progressions tells the model how to name them and to weigh them', () => {
    for (const lang of ['fr', 'en'] as const) {
      const facts = factsOf(longAstrologyInputs(lang));
      const { system } = buildMessages({ lang, facts, length: 'long' }, indexFacts(facts));
      expect(system).toMatch(lang === 'fr' ? /« Lune progressée »/ : /"progressed Moon"/);
      expect(system).toMatch(lang === 'fr' ? /lieu de naissance/ : /birthplace/);
      // A question on screen (option 1) has no progressions, and no such rule.
      const one = fixture('astro', lang);
      const { system: short } = buildMessages({ lang, facts: one.facts, length: 'short' }, one.index);
      expect(short).not.toMatch(/progressed\.\*/);
    }
  });

  test('a dilemma reaches the model: each side weighed, the verdict, and the rule to weigh rather than answer yes or no', () => {
    for (const lang of ['fr', 'en'] as const) {
      const inputs = {
        ...(fixtureInputs('astro', lang) as AstrologyInputs),
        question:
          lang === 'fr'
            ? 'Dois-je accepter ce poste à Lyon ou rester près de mes enfants ?'
            : 'Should I take the job abroad or stay while my son starts secondary school?',
      };
      const facts = factsOf(inputs);
      const index = indexFacts(facts);
      const { system, user } = buildMessages({ lang, facts, length: 'short' }, index);
      expect(system).toMatch(
        lang === 'fr'
          ? /^12\. La question met deux options en balance/m
          : /^12\. The question weighs two options/m,
      );
      const ids = dataOf(user).facts.map((f) => f.id);
      expect(ids).toEqual(expect.arrayContaining(['dilemma.career', 'dilemma.home', 'dilemma.verdict']));
      const home = dataOf(user).facts.find((f) => f.id === 'dilemma.home');
      expect(home?.label).toMatch(lang === 'fr' ? /Fond du Ciel \(IC\)/ : /IC \(Imum Coeli\)/);
      // A plain question gets neither the notes nor the rule.
      const plain = fixture('astro', lang);
      const { system: s2, user: u2 } = buildMessages(
        { lang, facts: plain.facts, length: 'short' },
        plain.index,
      );
      expect(s2).not.toMatch(/dilemma/);
      expect(u2).not.toMatch(/dilemma\./);
    }
  });

  test('the caution as the classifier sets it, or a bare kind from older readings', () => {
    const { facts, index } = fixture('astro', 'fr');
    const withCaution = (caution: unknown) => ({ ...facts, caution }) as unknown as ReadingFacts;
    expect(cautionOf(withCaution({ class: 'careful', kind: 'legal', topic: 'travail' }))).toEqual({
      class: 'careful',
      kind: 'legal',
      topic: 'travail',
    });
    expect(cautionOf(withCaution('financial'))).toEqual({ class: null, kind: 'financial', topic: null });
    expect(cautionOf(withCaution(null))).toBeNull();
    const { user } = buildMessages(
      {
        lang: 'fr',
        facts: withCaution({ class: 'third_party', kind: 'coercive_love', topic: 'amour' }),
        length: 'short',
      },
      index,
    );
    expect(dataOf(user).reading.caution).toMatchObject({
      class: 'third_party',
      kind: 'coercive_love',
      meaning: expect.stringMatching(/aucun rituel/),
    });
  });

  test('the rewrite request says the check’s reasons in the reading’s language', () => {
    const reasons = ['paragraph 1: Soleil is in Taureau, not in Bélier', 'paragraph 2: ends mid-sentence'];
    const fr = retryMessage('fr', { previous: '{}', reasons });
    expect(fr).toMatch(/- paragraphe 1 : Soleil est en Taureau, pas en Bélier/);
    expect(fr).toMatch(/- paragraphe 2 : s’arrête au milieu d’une phrase/);
    expect(retryMessage('en', { previous: '{}', reasons })).toMatch(/- paragraph 1: Soleil is in Taureau/);
  });

  test('a question reaching past the period read carries its horizon, and the rule not to settle it (issue 35)', () => {
    const { facts, index } = fixture('astro', 'fr');
    const asked = (question: string) =>
      dataOf(
        buildMessages({ lang: 'fr', facts: { ...facts, question } as ReadingFacts, length: 'short' }, index)
          .user,
      ).reading;
    // A month read on 24 November; « avant l'été » reaches June.
    const beyond = asked('Vais-je trouver un travail avant l’été ?');
    expect(beyond.horizon).toMatchObject({
      meaning: expect.stringMatching(/^Votre question porte jusqu’à l’été/),
    });
    expect(String((beyond.horizon as { until: string }).until) > '2026-12-24').toBe(true);
    // Within the month read: nothing said.
    expect(asked('Vais-je trouver un travail dans les quinze jours ?').horizon).toBeUndefined();
    expect(asked('Vais-je rencontrer quelqu’un ?').horizon).toBeUndefined();
    const { system } = buildMessages({ lang: 'en', facts, length: 'short' }, index);
    expect(system).toMatch(/When the data carries "horizon", the question reaches past the period read/);
  });
});
