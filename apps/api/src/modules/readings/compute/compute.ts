import type { Computation } from './computation';
import { classifyQuestion } from '@arcanes/domain/questions/classify';
import { cautionOf } from '@arcanes/domain/questions/sensitivity';
import { computeAstrology } from './astrology';
import { computeCompatibility } from './compatibility';
import { computeNumerology } from './numerology';
import { computeTarot } from './tarot';
import type { ReadingInputs } from '#api/modules/readings/request/inputs.ts';

/**
 * Deterministic: the same inputs give the same computation, so the request (which checks the inputs)
 * and the delivery job (which writes the report, possibly twice) agree. `forecast` adds the long
 * window's transits, which only the report needs.
 */
export function computeReading(
  inputs: ReadingInputs,
  opts: { forecast: boolean; nameField?: string } = { forecast: true },
): Computation {
  const computation = computeDomain(inputs, opts);
  // A legal, financial or coercive-love question: the writers say what the reading cannot do (decision 0175).
  const q = inputs.question;
  computation.facts.caution = q ? cautionOf(classifyQuestion(q, inputs.lang).sensitivity) : null;
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
