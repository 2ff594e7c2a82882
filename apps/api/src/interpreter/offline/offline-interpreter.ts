import { typeset } from '@arcanes/domain/writers/astrology-typography';
import type { ReadingFacts } from '../facts';
import type { Interpreter, InterpretRequest } from '../interpreter';
import { checkOutput } from '../output-check';
import { buildMessages, promptText } from '../prompt';
import { astrologyShort } from './offline-astrology';
import { astrologyForecast, astrologyPortrait, type Section } from './offline-astrology-long';
import { numerologyForecast, numerologyLifePath, numerologyShort } from './offline-numerology';
import { tarotLong, tarotShort } from './offline-tarot';
import { Picker, seedOf } from './pick';

export const OFFLINE_MODEL = 'arcanes-offline-1';

function sections(facts: ReadingFacts, pick: Picker): Section[] {
  switch (facts.domain) {
    case 'astrologie':
      return facts.option === 3 ? astrologyPortrait(facts, pick) : astrologyForecast(facts, pick);
    case 'numerologie':
      return facts.option === 3 ? numerologyLifePath(facts, pick) : numerologyForecast(facts, pick);
    case 'tarot':
      return tarotLong(facts, pick);
  }
}

function paragraphs(facts: ReadingFacts, pick: Picker): string[] {
  switch (facts.domain) {
    case 'astrologie':
      return astrologyShort(facts, pick);
    case 'numerologie':
      return numerologyShort(facts, pick);
    case 'tarot':
      return tarotShort(facts, pick);
  }
}

/** The text an offline reading gives for these facts: the same facts and question always give the same text. */
export function writeOffline(request: InterpretRequest): string {
  const pick = new Picker(seedOf(JSON.stringify(request.facts)));
  const text =
    request.length === 'short'
      ? paragraphs(request.facts, pick).join('\n\n')
      : sections(request.facts, pick)
          .map((s) => `${s.heading}\n\n${s.paragraphs.join('\n\n')}`)
          .join('\n\n');
  return typeset(text, request.lang);
}

/**
 * The default interpreter: composes the intuitive reading from the facts with varied phrasing. It
 * records the prompt an endpoint would have received, and its text passes the same output check.
 */
export function createOfflineInterpreter(): Interpreter {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    async interpret(request) {
      const prompt = promptText(buildMessages(request));
      const text = checkOutput(writeOffline(request), request, prompt);
      return { text, prompt, provider: 'offline', model: OFFLINE_MODEL, tokensIn: null, tokensOut: null };
    },
  };
}
