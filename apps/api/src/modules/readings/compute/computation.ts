import type { ReadingFacts } from '#api/interpreter/facts.ts';
import type { Visual } from '#api/pdf/report-model.ts';

/** What a computation yields, shared by the three domains' compute files and the readings that use it. */
export interface SymbolicReading {
  title: string;
  sections: { heading: string; body: string }[];
}

/** What a PDF draws beside the text (defined with the report it is drawn in). */
export type { Visual };

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
