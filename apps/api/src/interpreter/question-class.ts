import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import type { InterpretRequest } from './interpreter-types';

/**
 * The question's classification as it travels with an interpret request (issue 36): the route's guard
 * classified it, the prompt and the offline writers read it here, by the facts they are given, instead
 * of classifying the same question again. Keyed by the request's facts object (a request's own), so
 * it is forgotten with them; a reader whose text or language differs classifies (`classOf`).
 */
const carried = new WeakMap<object, ClassifiedQuestion>();

export function carryQuestion(request: InterpretRequest): void {
  if (request.question) carried.set(request.facts, request.question);
}

/** The classification that travels with these facts, if any. */
export function carriedQuestion(facts: object): ClassifiedQuestion | null {
  return carried.get(facts) ?? null;
}
