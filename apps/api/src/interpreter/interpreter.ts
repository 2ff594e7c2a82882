import type { Config } from '../config';
import type { Lang, ReadingFacts } from './facts';
import { createOfflineInterpreter } from './offline/offline-interpreter';
import { createOpenAiInterpreter } from './openai-interpreter';

/**
 * The intuitive reading is written by an interpreter from the computed facts only. Two exist: an
 * OpenAI-compatible chat endpoint, and a deterministic offline writer (the default). Both return the
 * prompt they worked from so that every call can be stored, and both outputs go through the same check.
 */
export interface InterpretRequest {
  lang: Lang;
  facts: ReadingFacts;
  /** short: a single question answered on screen; long: the sections of a PDF report. */
  length: 'short' | 'long';
}

export interface InterpretResult {
  text: string;
  prompt: string;
  provider: 'openai' | 'offline';
  model: string;
  tokensIn: number | null;
  tokensOut: number | null;
}

export interface Interpreter {
  provider: 'openai' | 'offline';
  model: string;
  interpret(request: InterpretRequest): Promise<InterpretResult>;
}

export type InterpreterFailure =
  'timeout' | 'http' | 'empty' | 'language' | 'invented' | 'length' | 'malformed';

/** An interpretation that could not be obtained or did not pass the output check. */
export class InterpreterError extends Error {
  constructor(
    readonly kind: InterpreterFailure,
    message: string,
    /** What was sent, so that the failed call is stored with its prompt. */
    readonly prompt: string,
    readonly response: string | null = null,
  ) {
    super(message);
    this.name = 'InterpreterError';
  }
}

const built = new WeakMap<Config, Interpreter>();

/** One interpreter per configuration (the OpenAI client keeps its connections). */
export function interpreterFor(config: Config): Interpreter {
  let interpreter = built.get(config);
  if (!interpreter) {
    interpreter = createInterpreter(config);
    built.set(config, interpreter);
  }
  return interpreter;
}

export function createInterpreter(config: Config): Interpreter {
  if (config.ai === 'openai' && config.AI_BASE_URL) {
    return createOpenAiInterpreter({
      baseURL: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY ?? 'not-needed',
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    });
  }
  return createOfflineInterpreter();
}
