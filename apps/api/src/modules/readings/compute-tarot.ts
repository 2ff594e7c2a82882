import { cardById } from '@arcanes/domain/tarot/deck';
import type { DrawnCard } from '@arcanes/domain/tarot/draw';
import { spreadFor } from '@arcanes/domain/tarot/spreads';
import { computeTarotSynthesis } from '@arcanes/domain/tarot/synthesis';
import { SUITS } from '@arcanes/domain/tarot/suits';
import { writeTarotReading } from '@arcanes/domain/writers/tarot';
import type { TarotFacts } from '../../interpreter/facts';
import type { Computation } from './compute';
import { addDays, addMonths, slices } from './reading-dates';
import type { TarotInputs } from './reading-inputs';

/**
 * The period a tarot report covers: the day, week or month asked for the short term (three months
 * when none is given, as the offer says), twelve months for the long term. The cards, in the order
 * they were picked, take successive stretches of it: that is the dated forecast.
 */
export function tarotWindow(inputs: TarotInputs): { from: string; to: string } | null {
  const from = inputs.reading_date;
  if (inputs.option === 1) return null;
  if (inputs.option === 3) return { from, to: addMonths(from, 12) };
  if (inputs.period === 'jour') return { from, to: addDays(from, 1) };
  if (inputs.period === 'semaine') return { from, to: addDays(from, 7) };
  if (inputs.period === 'mois') return { from, to: addMonths(from, 1) };
  return { from, to: addMonths(from, 3) };
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
  const dated = window ? slices(window.from, window.to, cards.length) : [];
  const facts: TarotFacts = {
    domain: 'tarot',
    lang,
    option: inputs.option,
    first_name: inputs.first_name,
    question: inputs.question,
    topic: inputs.topic,
    period: inputs.period,
    reading_date: inputs.reading_date,
    gender: null,
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
    forecast: dated.map((d, i) => ({
      start: d.start,
      end: d.end,
      exact: null,
      title: cards[i]!.card.name[lang],
      note: cards[i]!.spreadPosition.name[lang],
    })),
  };
  return { facts, symbolic, visual: { kind: 'tarot', cards, spread } };
}
