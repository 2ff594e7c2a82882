import type { Sensitivity } from './sensitivity';
import type { QuestionTopic } from './topic';

/** [question, sensitivity, topic, subject]: one line of a test corpus. */
export type CorpusEntry = readonly [string, Sensitivity | null, QuestionTopic, string | null];
