import { cardById } from '@arcanes/domain/tarot/deck';
import type { DrawnCard } from '@arcanes/domain/tarot/draw';
import { spreadFor } from '@arcanes/domain/tarot/spreads';
import { computeTarotSynthesis } from '@arcanes/domain/tarot/synthesis';
import { SUITS } from '@arcanes/domain/tarot/suits';
import { writeTarotReading } from '@arcanes/domain/writers/tarot';
import type { TarotFacts } from '#api/interpreter/facts.ts';
import { genderOf, type Computation } from './computation';
import { addDays } from '@arcanes/domain/calendar/civil-dates';
import { datedPositions, forecastWindow } from '@arcanes/domain/tarot/dated-slots';
import type { TarotInputs } from '#api/modules/readings/request/inputs.ts';

/**
 * The period a tarot report covers is the one sold: three months from the order date for the short
 * term (option 2), twelve for the long term (option 3); a single question is not dated. Only the
 * positions of a forecast spread are dated (each its slot of the period); a positional spread's cards
 * keep their meaning (« Le passé récent » is never given a date).
 */
export function tarotWindow(inputs: TarotInputs): { from: string; to: string } | null {
  const window = forecastWindow(inputs.option, inputs.reading_date);
  return window ? { from: window.from, to: addDays(window.to, -1) } : null;
}

export function drawnCards(inputs: TarotInputs): DrawnCard[] {
  const spread = spreadFor(inputs.option, inputs.count);
  return inputs.picks.map((p, i) => {
    const spreadPosition = spread.positions[i];
    if (!spreadPosition) throw new Error(`spread ${spread.id} has no position ${i}`);
    return { position: p.position, spreadPosition, card: cardById(p.card_id), reversed: p.reversed };
  });
}

export function computeTarot(inputs: TarotInputs): Computation {
  const lang = inputs.lang;
  const spread = spreadFor(inputs.option, inputs.count);
  const cards = drawnCards(inputs);
  const synthesis = computeTarotSynthesis(cards.map((c) => ({ card: c.card, reversed: c.reversed })));
  const symbolic = writeTarotReading(cards, spread, {
    lang,
    option: inputs.option,
    question: inputs.question ?? undefined,
    domain: inputs.topic,
    period: inputs.period ?? undefined,
    firstName: inputs.first_name,
  });
  const window = tarotWindow(inputs);
  const sold = forecastWindow(inputs.option, inputs.reading_date);
  const dated = datedPositions(spread, sold);
  const facts: TarotFacts = {
    domain: 'tarot',
    lang,
    option: inputs.option,
    first_name: inputs.first_name,
    question: inputs.question,
    topic: inputs.topic,
    period: inputs.period,
    reading_date: inputs.reading_date,
    gender: genderOf(inputs.sexe),
    window,
    spread: { id: spread.id, name: spread.name[lang] },
    cards: cards.map((c) => ({
      index: c.spreadPosition.index,
      position_name: c.spreadPosition.name[lang],
      position_meaning: c.spreadPosition.meaning[lang],
      card_id: c.card.id,
      card_name: c.card.name[lang],
      arcana: c.card.arcana,
      reversed: c.reversed,
      keywords: (c.reversed ? c.card.reversed : c.card.upright).keywords[lang].slice(0, 4),
    })),
    synthesis: {
      card_id: synthesis.synthesisCard.id,
      card_name: synthesis.synthesisCard.name[lang],
      sum: synthesis.sum,
      in_draw: synthesis.synthesisInDraw,
      majors: synthesis.majors,
      reversed: synthesis.reversed,
      dominant_suit: synthesis.dominantSuit
        ? (SUITS.find((s) => s.id === synthesis.dominantSuit)?.plural[lang] ?? null)
        : null,
    },
    forecast: cards.flatMap((c) => {
      const slot = dated.find((d) => d.position.index === c.spreadPosition.index)?.slot;
      return slot
        ? [
            {
              start: slot.start,
              end: slot.end,
              exact: null,
              title: c.card.name[lang],
              note: c.spreadPosition.name[lang],
            },
          ]
        : [];
    }),
  };
  return { facts, symbolic, visual: { kind: 'tarot', cards, spread } };
}
