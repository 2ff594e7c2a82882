import { describe, expect, test } from 'vitest';
import { factsOf, fixtureInputs, spreadSizes, type TarotInputs } from '#api/test/reading-fixtures.ts';
import { croixFifthCard } from '@arcanes/domain/tarot/croix';
import { cardById, DECK } from '@arcanes/domain/tarot/deck';
import { COMPUTED_POSITION } from '@arcanes/domain/tarot/draw';
import { pickCount } from '@arcanes/domain/tarot/spread';
import { spreadFor } from '@arcanes/domain/tarot/spreads';
import { writeOffline } from './offline-interpreter';

/**
 * Issue 38: a sentence opens as a writer opens one, on a capital, never on a card's keyword in lower
 * case (« “désir assumé” vous guiderait alors », "“bond asleep”: Water speaks…"). Every card, upright
 * and reversed, in every position of every spread of the three options, in French and in English:
 * in draw k the card at place p is DECK[(k + 7p) mod 78], so over the 78 draws of a spread each card
 * stands once in each of its places (seven apart, the cards of one draw are all different).
 */
const SPREADS = spreadSizes();

/**
 * Sentences of a paragraph: cut at a space after . ! ? or …, a closing quote allowed between (French
 * puts a no-break space before ! and ?, which is no cut).
 */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…][»”’]?) +/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence that opens in lower case, or on an opening quote followed by lower case. */
function lowerOpening(sentence: string): boolean {
  return /^[«“"‘]?[\s\u00a0\u202f]*\p{Ll}/u.test(sentence);
}

function draw(
  lang: 'fr' | 'en',
  option: 1 | 2 | 3,
  count: number,
  k: number,
  reversed: boolean,
): TarotInputs {
  const picked = pickCount(spreadFor(option, count));
  const ids = Array.from({ length: picked }, (_, p) => DECK[(k + 7 * p) % DECK.length]!.id);
  const picks = ids.map((card_id, i) => ({ position: i * 3, card_id, reversed }));
  if (picked < count) {
    const centre = croixFifthCard(ids.map((id) => cardById(id))).card;
    picks.push({ position: COMPUTED_POSITION, card_id: centre.id, reversed: false });
  }
  const base = fixtureInputs('tarot', lang) as TarotInputs;
  return {
    ...base,
    option,
    count,
    topic: 'general' as const,
    question: option === 3 ? null : base.question,
    picks,
  };
}

describe('offline tarot, no sentence opens in lower case (issue 38)', () => {
  test('the check catches a keyword opening a sentence', () => {
    expect(lowerOpening('« désir assumé » vous guiderait alors.')).toBe(true);
    expect(lowerOpening('“bond asleep”: Water speaks.')).toBe(true);
    expect(lowerOpening('water feeds “trust” in the Ace of Cups.')).toBe(true);
    expect(lowerOpening('« Désir » : le mot revient.')).toBe(false);
    expect(lowerOpening('Le Bateleur ouvre la voie.')).toBe(false);
    expect(sentencesOf('Et si le Valet parlait de vous ? « désir » vous guiderait. Fin.')).toEqual([
      'Et si le Valet parlait de vous ?',
      '« désir » vous guiderait.',
      'Fin.',
    ]);
  });

  test.each(
    (['fr', 'en'] as const).flatMap((lang) =>
      [false, true].flatMap((reversed) =>
        SPREADS.map(([option, count]) => ({ lang, reversed, option, count })),
      ),
    ),
  )(
    '$lang, option $option, $count cards, reversed $reversed: every card in every place',
    ({ lang, reversed, option, count }) => {
      const found = new Set<string>();
      for (let k = 0; k < DECK.length; k++) {
        const inputs = draw(lang, option, count, k, reversed);
        const paragraphs = writeOffline({
          lang,
          facts: factsOf(inputs),
          length: option === 1 ? 'short' : 'long',
        });
        for (const p of paragraphs) for (const s of sentencesOf(p.text)) if (lowerOpening(s)) found.add(s);
      }
      expect([...found].slice(0, 12)).toEqual([]);
    },
  );
});
