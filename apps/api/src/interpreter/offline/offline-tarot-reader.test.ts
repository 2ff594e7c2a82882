import { describe, expect, test } from 'vitest';
import type { TarotFacts } from '#api/interpreter/facts.ts';
import { factsOf, randomTarotDraw, spreadSizes, type TarotInputs } from '#api/test/reading-fixtures.ts';
import { cardById } from '@arcanes/domain/tarot/deck';
import { writeOffline } from './offline-interpreter';
import { cardWords } from './tarot-voice';

/**
 * Issue 38: the long reading's paragraph on each card reads like a tarot reader, not like a list. A card
 * is named where its paragraph opens, then said otherwise (« cette carte », « l’arcane IV », « la
 * Reine », the figure); its keywords are woven into sentences, not set after a colon; the advice, the
 * plan and the synthesis do not put keywords in quotes; the questions to ask oneself are sentences.
 */

let seed = 20261129;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

function randomDraw(lang: 'fr' | 'en', option: 2 | 3, count: number, k: number): TarotInputs {
  return randomTarotDraw(random, lang, option, count, k, 3);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How many times a text names a card in full (« Sept de Deniers », « Empereur », "Queen of Cups"). */
function namings(text: string, cardId: string, lang: 'fr' | 'en'): number {
  const bare = cardWords(cardId, lang).name.replace(/^(?:le |la |l’|the )/i, '');
  return text.match(new RegExp(`(?<!\\p{L})${escape(bare)}(?!\\p{L})`, 'gu'))?.length ?? 0;
}

const DEPTH =
  /^(?:Chaque lame en profondeur|Image, nombre et sens de chaque carte|Each card in depth|Image, number and meaning of each card)$/;
const COUNSEL =
  /^(?:Ce que vous pouvez en faire|Un plan en trois temps|La carte de synthèse|La somme des cinq cartes|What you can do with it|A plan in three stages|The synthesis card|The sum of the five cards)$/;
const QUESTIONS = /^(?:Questions à vous poser|Questions to ask yourself)$/;

const cases = (['fr', 'en'] as const).flatMap((lang) =>
  spreadSizes([2, 3]).map(([option, count]) => ({ lang, option: option as 2 | 3, count })),
);

describe('offline tarot, the long reading reads like a reader (issue 38)', () => {
  test.each(cases)('$lang, option $option, $count cards (12 draws)', ({ lang, option, count }) => {
    for (let k = 0; k < 12; k++) {
      const facts = factsOf(randomDraw(lang, option, count, k)) as TarotFacts;
      const paragraphs = writeOffline({ lang, facts, length: 'long' });
      // Every inline wording drawn, a figure's name inside a frame's wording too.
      expect(paragraphs.map((p) => p.text).join(' ')).not.toMatch(/[{}|]/);
      const at = paragraphs.findIndex((p) => DEPTH.test(p.heading ?? ''));
      expect(at, 'the cards in depth').toBeGreaterThan(0);
      facts.cards.forEach((c, i) => {
        const text = paragraphs[at + i]!.text;
        // Named once or twice where the paragraph opens (with the card before it), never six times.
        expect.soft(namings(text, c.card_id, lang), text).toBeLessThanOrEqual(3);
        // A keyword is woven into its sentence, not listed after a colon.
        const card = cardById(c.card_id);
        const words = [...card.upright.keywords[lang], ...card.reversed.keywords[lang]];
        for (const kw of words)
          expect.soft(text, kw).not.toMatch(new RegExp(`:\\s${escape(kw)}(?=\\s*[.,;]|\\s*$)`, 'iu'));
      });
      // No keyword in quotes where the reading turns to what to do and sums up.
      const keywords = [...facts.cards.map((c) => c.card_id), facts.synthesis.card_id].flatMap((id) => [
        ...cardById(id).upright.keywords[lang],
        ...cardById(id).reversed.keywords[lang],
      ]);
      for (const p of paragraphs.filter((x) => COUNSEL.test(x.heading ?? '')))
        for (const kw of keywords) {
          expect.soft(p.text).not.toContain(`« ${kw} »`);
          expect.soft(p.text).not.toContain(`“${kw}”`);
        }
      // A question is a sentence: no « Keyword : vers quel côté ? », no "Card: since when?".
      const questions = paragraphs.find((x) => QUESTIONS.test(x.heading ?? ''));
      for (const q of questions?.text.match(/[^.?!]+\?/g) ?? []) expect.soft(q).not.toMatch(/:/);
    }
  });
});
