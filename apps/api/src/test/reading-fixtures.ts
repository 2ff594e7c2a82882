/** Readings for the interpreter's tests: the three the checker's corpus is written against, and facts from any inputs. */
import { CARD_COUNT_RANGE, spreadFor, TAROT_OPTIONS, type TarotOption } from '@arcanes/domain/tarot/spreads';
import { croixFifthCard } from '@arcanes/domain/tarot/croix';
import { cardById, DECK } from '@arcanes/domain/tarot/deck';
import { COMPUTED_POSITION } from '@arcanes/domain/tarot/draw';
import { pickCount } from '@arcanes/domain/tarot/spread';
import { computeReading } from '#api/modules/readings/compute/compute.ts';
import type { AstrologyInputs, ReadingInputs, TarotInputs } from '#api/modules/readings/request/inputs.ts';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { Fixture } from '#api/interpreter/check/check-corpus.ts';

const paris = {
  id: '2988507',
  label: 'Paris, Île-de-France, France',
  lat: 48.8566,
  lon: 2.3522,
  zone: 'Europe/Paris',
};

export function fixtureInputs(fixture: Fixture, lang: 'fr' | 'en'): ReadingInputs {
  const base = { option: 1 as const, lang, first_name: 'Camille', reading_date: '2026-11-24' };
  if (fixture === 'astro')
    return {
      ...base,
      domain: 'astrologie',
      sexe: 'femme',
      birth_date: '1990-05-17',
      birth_time: '14:30',
      place_input: 'Paris',
      place: paris,
      topic: 'amour',
      period: 'mois',
      question: lang === 'fr' ? 'Vais-je rencontrer quelqu’un ?' : 'Will I meet someone?',
    };
  if (fixture === 'tarot')
    return {
      ...base,
      domain: 'tarot',
      question: lang === 'fr' ? 'Dois-je partir ?' : 'Should I leave?',
      topic: 'travail',
      period: null,
      client_date: null,
      draw_id: null,
      count: 3,
      picks: [
        { position: 3, card_id: 'major-17-l-etoile', reversed: false },
        { position: 9, card_id: 'coupes-02-deux', reversed: true },
        { position: 40, card_id: 'major-01-le-bateleur', reversed: false },
      ],
    };
  return {
    ...base,
    domain: 'numerologie',
    full_name: 'Camille Martin',
    sexe: null,
    birth_date: '1990-05-17',
    birth_time: null,
    birth_place: null,
    current_date: '2026-11-24',
    topic: 'amour',
    question: null,
  };
}

/** The astrology fixture's birth read at length (option 2: three months, 3: twelve), with no topic or question. */
export function longAstrologyInputs(lang: 'fr' | 'en', option: 2 | 3 = 3): AstrologyInputs {
  return {
    ...(fixtureInputs('astro', lang) as AstrologyInputs),
    option,
    topic: null,
    period: null,
    question: null,
  };
}

/** Every spread sold for `options`: each option with each of its card counts (CARD_COUNT_RANGE). */
export function spreadSizes(options: readonly TarotOption[] = TAROT_OPTIONS): [TarotOption, number][] {
  return options.flatMap((option) => {
    const { min, max } = CARD_COUNT_RANGE[option];
    return Array.from({ length: max - min + 1 }, (_, i): [TarotOption, number] => [option, min + i]);
  });
}

export function fixture(fixture: Fixture, lang: 'fr' | 'en') {
  const facts = computeReading(fixtureInputs(fixture, lang), { forecast: true }).facts;
  return { facts, index: indexFacts(facts) };
}

/** A second paragraph with no claim, so that a case meets the length and paragraph bounds. */
export function filler(fixture: Fixture, lang: 'fr' | 'en') {
  return {
    text:
      lang === 'fr'
        ? 'Prenez le temps de laisser mûrir ce que cette lecture éveille en vous : elle éclaire une pente, elle ne décide rien à votre place, et votre rythme reste le vôtre. Revenez-y dans quelques jours : ce qui vous semble flou aujourd’hui prendra peut-être un sens plus net avec un peu de recul.'
        : 'Take the time to let what this reading awakens in you ripen: it lights a slope, it decides nothing for you, and your pace remains your own. Come back to it in a few days: what seems blurred today may take on a clearer meaning with a little distance.',
    facts: [fixture === 'tarot' ? 'card.0' : 'period'],
  };
}

/** The facts of any reading's inputs, as the delivery job computes them. */
export const factsOf = (inputs: ReadingInputs) => computeReading(inputs, { forecast: true }).facts;

export type { AstrologyInputs, NumerologyInputs, TarotInputs } from '#api/modules/readings/request/inputs.ts';

/**
 * A tarot reading drawn at random for the writer's sweeps: `count` cards of `option`'s spread (the
 * computed fifth card of a cross added), some reversed, the topic turning with `k`, and the fixture's
 * question one draw in `questionEvery`.
 */
export function randomTarotDraw(
  random: () => number,
  lang: 'fr' | 'en',
  option: TarotOption,
  count: number,
  k: number,
  questionEvery: number,
): TarotInputs {
  const picked = pickCount(spreadFor(option, count));
  const chosen = new Set<string>();
  while (chosen.size < picked) chosen.add(DECK[Math.floor(random() * DECK.length)]!.id);
  const picks = [...chosen].map((card_id, i) => ({ position: i * 5, card_id, reversed: random() < 0.4 }));
  if (picked < count) {
    const centre = croixFifthCard([...chosen].map((id) => cardById(id))).card;
    picks.push({ position: COMPUTED_POSITION, card_id: centre.id, reversed: false });
  }
  const base = fixtureInputs('tarot', lang) as TarotInputs;
  const topics = ['general', 'amour', 'travail'] as const;
  return {
    ...base,
    option,
    count,
    question: k % questionEvery === 0 ? base.question : null,
    topic: topics[k % topics.length]!,
    picks,
  };
}
