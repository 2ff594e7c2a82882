import { describe, expect, test } from 'vitest';
import { fixtureInputs, type AstrologyInputs } from '#api/test/reading-fixtures.ts';
import type { AstrologyFacts } from '#api/interpreter/facts.ts';
import { writeOffline } from '#api/interpreter/offline/offline-interpreter.ts';
import { writingText } from '#api/interpreter/writing.ts';
import { questionTopic } from './astrology';
import { computeReading } from './compute';

const asked = (lang: 'fr' | 'en', topic: AstrologyInputs['topic'], question: string): AstrologyInputs => ({
  ...(fixtureInputs('astro', lang) as AstrologyInputs),
  topic,
  question,
});

describe('an astrology question is read under the topic it speaks of', () => {
  test('a work question asked under « Amour » is read as work: the houses of work, not Venus and the seventh', () => {
    const inputs = asked('fr', 'amour', 'Vais-je obtenir la promotion que mon patron m’a promise ?');
    const { facts, symbolic } = computeReading(inputs, { forecast: false });
    expect((facts as AstrologyFacts).topic).toBe('travail');
    const symbolicText = JSON.stringify(symbolic);
    expect(symbolicText).toMatch(/Pour le travail, on regarde Saturne/);
    expect(symbolicText).not.toMatch(/En amour, l’astrologie regarde/);
    const answer = writingText(writeOffline({ lang: 'fr', facts, length: 'short' }));
    expect(answer).not.toMatch(/\ben amour\b/i);
  });

  test.each([
    ['fr', 'amour', 'Vais-je rencontrer quelqu’un au travail ?', 'amour'],
    ['fr', 'travail', 'Mon nouveau poste va-t-il me plaire ?', 'travail'],
    ['fr', 'amour', 'Que me réserve le mois prochain ?', 'amour'],
    ['fr', 'sante', 'Vais-je retrouver de l’énergie avant mon entretien d’embauche ?', 'sante'],
    ['en', 'amour', 'Will I get the job I interviewed for?', 'travail'],
    ['en', 'travail', 'Will my boyfriend and I move in together?', 'amour'],
    ['en', 'amour', 'Will I meet someone at work?', 'amour'],
  ] as const)('%s, form « %s »: %s → %s', (lang, topic, question, expected) => {
    expect(questionTopic({ option: 1, topic, question })).toBe(expected);
    expect(
      (computeReading(asked(lang, topic, question), { forecast: false }).facts as AstrologyFacts).topic,
    ).toBe(expected);
  });

  test('a report (options 2 and 3) keeps what was bought', () => {
    expect(questionTopic({ option: 2, topic: 'amour', question: 'Vais-je obtenir une promotion ?' })).toBe(
      'amour',
    );
  });
});
