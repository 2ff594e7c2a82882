import type { Chart } from '@arcanes/domain/astrology/chart';
import type { NumerologyProfile } from '@arcanes/domain/numerology/profile';
import type { DrawnCard } from '@arcanes/domain/tarot/draw';
import type { Spread } from '@arcanes/domain/tarot/spreads';
import type { ReadingFacts } from '../../interpreter/facts';

/** What a computation yields, shared by the three domains' compute files and the readings that use it. */
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

/** The registered sex as the writers use it for agreement; null asks for epicene wording. */
export function genderOf(sexe: 'homme' | 'femme' | null | undefined): 'f' | 'm' | null {
  return sexe === 'femme' ? 'f' : sexe === 'homme' ? 'm' : null;
}
