// Precision and recall of the question classes over a labelled corpus (question-corpus.json), for the
// corpus test and bench/question-classes.bench.ts (decision 0271).
import { classifyQuestion } from './classify';
import type { QuestionLang } from './normalize';
import type { QuestionHandling, Sensitivity } from './sensitivity';

export interface LabelledQuestion {
  lang: QuestionLang;
  question: string;
  class: QuestionHandling;
  kind: Sensitivity | null;
  set: 'dev' | 'holdout';
}

export const HANDLINGS: readonly QuestionHandling[] = ['refused', 'careful', 'third_party', 'ordinary'];

export interface ClassScore {
  precision: number;
  recall: number;
  support: number;
}

export interface CorpusMeasure {
  total: number;
  accuracy: number;
  perClass: Record<QuestionHandling, ClassScore>;
  /** confusion[expected][got]: how many questions of a class were put in each. */
  confusion: Record<QuestionHandling, Record<QuestionHandling, number>>;
  misses: { entry: LabelledQuestion; got: QuestionHandling; kind: Sensitivity | null }[];
}

export function measureCorpus(entries: readonly LabelledQuestion[]): CorpusMeasure {
  const zero = () => Object.fromEntries(HANDLINGS.map((h) => [h, 0])) as Record<QuestionHandling, number>;
  const confusion = Object.fromEntries(HANDLINGS.map((h) => [h, zero()])) as CorpusMeasure['confusion'];
  const misses: CorpusMeasure['misses'] = [];
  for (const entry of entries) {
    const { handling: got, sensitivity } = classifyQuestion(entry.question, entry.lang);
    confusion[entry.class][got] += 1;
    if (got !== entry.class) misses.push({ entry, got, kind: sensitivity });
  }
  const perClass = Object.fromEntries(
    HANDLINGS.map((h) => {
      const tp = confusion[h][h];
      const predicted = HANDLINGS.reduce((n, e) => n + confusion[e][h], 0);
      const support = HANDLINGS.reduce((n, g) => n + confusion[h][g], 0);
      return [h, { precision: predicted ? tp / predicted : 1, recall: support ? tp / support : 1, support }];
    }),
  ) as Record<QuestionHandling, ClassScore>;
  const right = HANDLINGS.reduce((n, h) => n + confusion[h][h], 0);
  return {
    total: entries.length,
    accuracy: entries.length ? right / entries.length : 1,
    perClass,
    confusion,
    misses,
  };
}
