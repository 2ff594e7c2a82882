import type { FastifyRequest } from 'fastify';
import { classifiedQuestion, type ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import { isRefused, type RefusedSensitivity } from '@arcanes/domain/questions/sensitivity';
import { AppError, type ErrorCode } from '#api/errors/app-error.ts';

const REFUSALS: Record<RefusedSensitivity, ErrorCode> = {
  self_harm: 'QUESTION_SELF_HARM',
  medical: 'QUESTION_MEDICAL',
  death: 'QUESTION_DEATH',
};

/**
 * A question the site does not answer (self-harm, health, death: decision 0175) is refused before
 * consent, balance or the rest of the form are looked at, so that the help it names reaches the person
 * whatever their balance, and nothing is charged or stored. The body is not validated yet: the
 * question is read loosely, and validation judges the rest afterwards. The log line names the
 * sensitivity and the route, never the question.
 *
 * The classification is returned to travel with the request (issue 36): the computation and the
 * writers read it instead of classifying the same question again.
 */
export function refuseSensitiveQuestion(request: FastifyRequest): ClassifiedQuestion | null {
  const question = (request.body as { question?: unknown } | null | undefined)?.question;
  if (typeof question !== 'string' || !question.trim()) return null;
  const classified = classifiedQuestion(question, request.lang);
  const { sensitivity } = classified.class;
  if (!isRefused(sensitivity)) return classified;
  request.log.info(
    { event: 'question_refused', sensitivity, route: request.routeOptions.url },
    'question refused before any charge',
  );
  throw new AppError(REFUSALS[sensitivity]);
}
