import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import type { FactIndex } from './fact-index';
import type { Lang, ReadingFacts } from './facts';
import type { Verdict } from './judge-prompt';
import type { WriterInfo, WrittenParagraph } from './writing';

/**
 * The intuitive reading is written by an interpreter from the computed facts only. Two exist: an
 * OpenAI-compatible chat endpoint, and a deterministic offline writer (the default). Both return
 * paragraphs that cite the facts they rest on, and both outputs pass the same check
 * (check/check-writing.ts) before anything is shown, stored or printed.
 */
export interface InterpretRequest {
  lang: Lang;
  facts: ReadingFacts;
  /** short: a single question answered on screen; long: the sections of a PDF report. */
  length: 'short' | 'long';
  /** The question as the route classified it, carried so that no writer classifies it again (issue 36). */
  question?: ClassifiedQuestion | null;
}

/** A second attempt: the answer that was refused and the check's reasons. */
export interface RetryHint {
  previous: string;
  reasons: string[];
}

export interface InterpretResult {
  paragraphs: WrittenParagraph[];
  /** The paragraphs as plain text (headings on their own lines). */
  text: string;
  prompt: string;
  provider: 'openai' | 'offline';
  model: string;
  writer: WriterInfo;
  tokensIn: number | null;
  tokensOut: number | null;
  /**
   * The request's facts as the writer indexed them (labels by id): whoever shows the paragraphs with
   * the facts they cite reads the labels here instead of indexing the same facts again (issue 36).
   */
  index?: FactIndex;
}

/** The judge's reading of a checked answer (decision 0272): a verdict per paragraph. */
export interface JudgeResult {
  verdicts: Verdict[];
  /** The refused paragraphs, said to the writer in the reading's language (empty: the answer may be shown). */
  reasons: string[];
  prompt: string;
  response: string;
  model: string;
  tokensIn: number | null;
  tokensOut: number | null;
}

export interface Interpreter {
  provider: 'openai' | 'offline';
  model: string;
  /** `signal` ends the attempt when the answer's time budget runs out (then it fails as a timeout). */
  interpret(
    request: InterpretRequest,
    retry?: RetryHint,
    limits?: { signal?: AbortSignal },
  ): Promise<InterpretResult>;
  /**
   * A model's second reading of an answer the check passed, by meaning (the offline writer has none:
   * its rules cannot write what the judge looks for). Spends the same `signal`; throws an
   * InterpreterError when no verdict can be had.
   */
  judge?(
    request: InterpretRequest,
    paragraphs: WrittenParagraph[],
    limits?: { signal?: AbortSignal },
  ): Promise<JudgeResult>;
}
