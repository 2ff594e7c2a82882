import type { Chart } from '@arcanes/domain/astrology/chart';
import type { NumerologyProfile } from '@arcanes/domain/numerology/profile';
import { classifyQuestion } from '@arcanes/domain/questions/classify';
import { cautionOf } from '@arcanes/domain/questions/sensitivity';
import type { DrawnCard } from '@arcanes/domain/tarot/draw';
import type { Spread } from '@arcanes/domain/tarot/spreads';
import type { ReadingFacts } from '../../interpreter/facts';
import { computeAstrology } from './compute-astrology';
import { computeNumerology } from './compute-numerology';
import { computeTarot } from './compute-tarot';
import type { ReadingInputs } from './reading-inputs';

export interface SymbolicReading {
  title: string;
  sections: { heading: string; body: string }[];
}

/** What a PDF draws beside the text: the chart wheel, the spread, or the number grid. */
export type Visual =
  | { kind: 'chart'; chart: Chart }
  | { kind: 'tarot'; cards: DrawnCard[]; spread: Spread }
  | { kind: 'numerology'; profile: NumerologyProfile };

/** Facts for the interpreter, the symbolic reading (domain writers) and the visual, from the stored inputs alone. */
export interface Computation {
  facts: ReadingFacts;
  symbolic: SymbolicReading;
  visual: Visual;
}

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
  }
}

/** The registered sex as the writers use it for agreement; null asks for epicene wording. */
export function genderOf(sexe: 'homme' | 'femme' | null | undefined): 'f' | 'm' | null {
  return sexe === 'femme' ? 'f' : sexe === 'homme' ? 'm' : null;
}
