import { describe, expect, test } from 'vitest';
import { BAD, GOOD, type Case } from './check-corpus';
import { filler, fixture } from '#api/test/reading-fixtures.ts';
import { checkWriting } from './check-writing';

const SYSTEM = {
  fr: 'Tu es l’interprète d’Arcanes, un site de lectures d’astrologie, de numérologie et de tarot. Tu écris en français, au vouvoiement.',
  en: 'You are the reader of Arcanes, a site of astrology, numerology and tarot readings. Write in English.',
};

function check(c: Case): string[] {
  const { facts, index } = fixture(c.fixture, c.lang);
  return checkWriting([{ text: c.text, facts: c.facts }, filler(c.fixture, c.lang)], {
    facts,
    index,
    length: 'short',
    system: SYSTEM[c.lang],
  });
}

describe('the checker reads claims against the cited facts', () => {
  test('the corpus is large enough: at least 60 bad answers and 30 good ones, in both languages', () => {
    expect(BAD.length).toBeGreaterThanOrEqual(60);
    expect(GOOD.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BAD.map((c) => c.lang))).toEqual(new Set(['fr', 'en']));
  });

  for (const c of BAD)
    test(`refuses (${c.fixture}, ${c.lang}): ${c.text.slice(0, 70)}`, () => {
      const reasons = check(c);
      expect(reasons.join('\n')).toMatch(c.reason!);
    });

  for (const c of GOOD)
    test(`accepts (${c.fixture}, ${c.lang}): ${c.text.slice(0, 70)}`, () => {
      expect(check(c)).toEqual([]);
    });

  test('shape: too short, too many paragraphs, a heading with a line break', () => {
    const { facts, index } = fixture('astro', 'fr');
    const one = { text: 'Une phrase.', facts: ['period'] };
    const req = { facts, index, length: 'short' as const, system: '' };
    expect(checkWriting([one], req).join('\n')).toMatch(/1 paragraphs, expected 2–9/);
    expect(checkWriting(Array(12).fill(filler('astro', 'fr')), req).join('\n')).toMatch(/12 paragraphs/);
    expect(
      checkWriting([{ ...filler('astro', 'fr'), heading: 'Un\ntitre' }, filler('astro', 'fr')], req).join(
        '\n',
      ),
    ).toMatch(/heading too long/);
  });
});

describe('a text that repeats its instructions is refused', () => {
  const { facts, index } = fixture('astro', 'fr');
  const req = { facts, index, length: 'short' as const, system: SYSTEM.fr };
  const reasons = (text: string) =>
    checkWriting([{ text, facts: ['period'] }, filler('astro', 'fr')], req).join('\n');

  test('nine words of the prompt in a row, whatever the apostrophes and the case', () => {
    expect(
      reasons(
        'Voici ce que je suis : TU ES L’INTERPRÈTE D’ARCANES, un site de lectures d’astrologie, et je vous réponds.',
      ),
    ).toMatch(/repeats the system prompt/);
  });

  test('but not a few of its words, nor its words cut inside a longer word', () => {
    expect(reasons('Vous êtes l’interprète de votre propre chemin, et ce site vous accompagne.')).not.toMatch(
      /system prompt/,
    );
    // « Tu es l’interprète d’Arcanes, un site de lectures » glued to the words before and after it.
    expect(
      reasons('Statu esl’interprète d’Arcanes, un site de lectures d’astrologiex et le reste ne suit pas.'),
    ).not.toMatch(/system prompt/);
  });
});
