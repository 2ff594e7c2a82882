import { typeset } from '@arcanes/domain/writers/astrology-typography';
import { checkWriting } from '#api/interpreter/check/check-writing.ts';
import { indexFacts } from '#api/interpreter/fact-index.ts';
import type { ReadingFacts } from '#api/interpreter/facts.ts';
import { InterpreterError } from '#api/interpreter/interpreter-error.ts';
import type { Interpreter, InterpretRequest } from '#api/interpreter/interpreter-types.ts';
import { buildMessages, promptText } from '#api/interpreter/prompt.ts';
import { carryQuestion } from '#api/interpreter/question-class.ts';
import { writingText, type WrittenParagraph } from '#api/interpreter/writing.ts';
import { withCaution } from './caution';
import { repeatPrepositions } from './compose';
import { astrologyShort } from './offline-astrology';
import { compatibilityReading } from './offline-compatibility';
import { astrologyLong } from './offline-astrology-long';
import { numerologyLong, numerologyShort } from './offline-numerology';
import { tarotLong, tarotShort } from './offline-tarot';
import { Picker, seedOf, vary } from './pick';

export const OFFLINE_MODEL = 'arcanes-offline-2';

function compose(facts: ReadingFacts, length: 'short' | 'long', pick: Picker): WrittenParagraph[] {
  switch (facts.domain) {
    case 'astrologie':
      return length === 'short' ? astrologyShort(facts, pick) : astrologyLong(facts, pick);
    case 'numerologie':
      return length === 'short' ? numerologyShort(facts, pick) : numerologyLong(facts, pick);
    case 'tarot':
      return length === 'short' ? tarotShort(facts, pick) : tarotLong(facts, pick);
    case 'compatibilite':
      return compatibilityReading(facts, pick);
  }
}

/** The paragraphs an offline reading gives for these facts: the same facts and question always read the same. */
export function writeOffline(request: InterpretRequest): WrittenParagraph[] {
  const json = JSON.stringify(request.facts);
  const pick = new Picker(seedOf(json));
  const paragraphs = withCaution(request.facts, compose(request.facts, request.length, pick));
  // The inline wordings are drawn apart from the composition's picker: a text given a choice of
  // words changes none of the reading's other choices. Their seed is hashed on its own: xorshift is
  // linear, so a stream seeded with the composition's seed XOR a constant is that stream XOR a fixed
  // sequence, and its draws followed the composition's (« est déjà en vous » in 8 readings of 8 that
  // drew « le levier le plus sûr », against one in three by chance).
  const words = new Picker(seedOf(`wordings:${json}`));
  return paragraphs.map((p) => {
    const text = vary(p.text, words);
    return {
      ...(p.heading ? { heading: typeset(vary(p.heading, words), request.lang) } : {}),
      text: typeset(request.lang === 'fr' ? repeatPrepositions(text) : text, request.lang),
      facts: p.facts,
    };
  });
}

/**
 * The default interpreter: composes the intuitive reading from the facts by rules, with varied
 * phrasing, and labels it as such. It records the prompt a model would have received, and its text
 * passes the same check as a model's.
 */
export function createOfflineInterpreter(): Interpreter {
  return {
    provider: 'offline',
    model: OFFLINE_MODEL,
    async interpret(request) {
      carryQuestion(request);
      const index = indexFacts(request.facts);
      const messages = buildMessages(request, index);
      const prompt = promptText(messages);
      const paragraphs = writeOffline(request);
      const reasons = checkWriting(paragraphs, {
        facts: request.facts,
        index,
        length: request.length,
        system: messages.system,
      });
      if (reasons.length)
        throw new InterpreterError(
          'rejected',
          `offline text refused: ${reasons.slice(0, 3).join('; ')}`,
          prompt,
          writingText(paragraphs),
          reasons,
        );
      return {
        paragraphs,
        text: writingText(paragraphs),
        prompt,
        provider: 'offline',
        model: OFFLINE_MODEL,
        writer: { kind: 'rules', model: OFFLINE_MODEL },
        tokensIn: null,
        tokensOut: null,
        index,
      };
    },
  };
}
