import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  InterpreterError,
  type InterpretRequest,
  type InterpretResult,
  type Interpreter,
} from '../../interpreter/interpreter';
import { insertAiCall } from './readings.repository';

/** Output-check failures of a model are worth one more try; a timeout or an HTTP error was already retried by the SDK. */
const RETRYABLE = new Set(['empty', 'language', 'invented', 'length', 'malformed']);

export type Interpretation = { ok: true; result: InterpretResult } | { ok: false; error: InterpreterError };

/** Asks the interpreter and stores every attempt (prompt, response or error, latency, tokens) in ai_calls. */
export async function interpretRecorded(
  db: Kysely<Database>,
  interpreter: Interpreter,
  ctx: { readingId: string; userId: number | null; service: string },
  request: InterpretRequest,
): Promise<Interpretation> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      const result = await interpreter.interpret(request);
      await insertAiCall(db, {
        ...ctx,
        provider: result.provider,
        model: result.model,
        prompt: result.prompt,
        response: result.text,
        status: 'ok',
        error: null,
        latencyMs: performance.now() - started,
        tokensIn: result.tokensIn,
        tokensOut: result.tokensOut,
      });
      return { ok: true, result };
    } catch (caught) {
      const error =
        caught instanceof InterpreterError
          ? caught
          : new InterpreterError('http', (caught as Error).message ?? String(caught), '');
      await insertAiCall(db, {
        ...ctx,
        provider: interpreter.provider,
        model: interpreter.model,
        prompt: error.prompt,
        response: error.response?.slice(0, 20_000) ?? null,
        status: 'error',
        error: `${error.kind}: ${error.message}`.slice(0, 1000),
        latencyMs: performance.now() - started,
        tokensIn: null,
        tokensOut: null,
      });
      if (!(interpreter.provider === 'openai' && RETRYABLE.has(error.kind) && attempt < 2))
        return { ok: false, error };
    }
  }
}
