import type { Computation } from './computation';
import { cautionFacts } from '@arcanes/domain/questions/caution';
import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import { computeAstrology } from './astrology';
import { computeCompatibility } from './compatibility';
import { computeNumerology } from './numerology';
import { computeTarot } from './tarot';
import type { ReadingInputs } from '#api/modules/readings/request/inputs.ts';

/**
 * Deterministic: the same inputs give the same computation, so the request (which checks the inputs)
 * and the delivery job (which writes the report, possibly twice) agree. `forecast` adds the long
 * window's transits, which only the report needs. `question`: the route's classification of the
 * question, read instead of classifying it again when it is the same question (issue 36).
 */
export function computeReading(
  inputs: ReadingInputs,
  opts: { forecast: boolean; nameField?: string; question?: ClassifiedQuestion | null } = { forecast: true },
): Computation {
  const computation = computeDomain(inputs, opts);
  // A careful or third-party question: the writers say what the reading cannot do, and give no verdict
  // (decisions 0175, 0271).
  const q = inputs.question;
  computation.facts.caution = q ? cautionFacts(q, inputs.lang, opts.question) : null;
  return computation;
}

function computeDomain(inputs: ReadingInputs, opts: { forecast: boolean; nameField?: string }): Computation {
  switch (inputs.domain) {
    case 'astrologie':
      return computeAstrology(inputs, opts);
    case 'numerologie':
      return computeNumerology(inputs, { name: opts.nameField ?? 'fullName' });
    case 'tarot':
      return computeTarot(inputs);
    case 'compatibilite':
      return computeCompatibility(inputs);
  }
}
