import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { InterpreterError } from '#api/interpreter/interpreter-error.ts';
import type { InterpretRequest, InterpretResult, Interpreter } from '#api/interpreter/interpreter-types.ts';
import { createOfflineInterpreter } from '#api/interpreter/offline/offline-interpreter.ts';
import { insertAiCall, type AiCallRecord } from '#api/modules/readings/readings.repository.ts';

/** A model's refused answer is worth one more try with the check's reasons; a timeout or an HTTP error was already retried by the SDK. */
const RETRYABLE = new Set(['empty', 'malformed', 'length', 'rejected']);

export type Interpretation =
  | {
      ok: true;
      result: InterpretResult;
      fallback: boolean;
      /** With `deferSuccess`: the call that wrote the result, for the caller to store with the answer. */
      aiCall?: AiCallRecord;
    }
  | { ok: false; error: InterpreterError };

const offline = createOfflineInterpreter();

function asError(caught: unknown): InterpreterError {
  return caught instanceof InterpreterError
    ? caught
    : new InterpreterError('http', (caught as Error)?.message ?? String(caught), '');
}

/**
 * Asks the interpreter and stores every attempt (prompt, response or error, latency, tokens) in
 * ai_calls. A model's answer that passes the check is read again by the judge (same endpoint,
 * decision 0272), itself stored as a call. An answer the check or the judge refuses gets one new
 * attempt with the reasons in the reading's language; if that fails too, or the endpoint cannot be
 * reached, or the judge gives no verdict, the reading is written by the offline writer instead, so
 * the customer gets a checked reading, honestly labelled, and the fallback is recorded. A reading
 * never shows unchecked or unjudged model text. Every call spends the one time budget (0270).
 *
 * With `deferSuccess`, the attempt that succeeds is not stored here but returned (`aiCall`) for the
 * caller to store in the statement that keeps the answer (`updateReading`); failed attempts are stored
 * at once.
 */
export async function interpretRecorded(
  db: Kysely<Database>,
  interpreter: Interpreter,
  ctx: { readingId: string; userId: number | null; service: string },
  request: InterpretRequest,
  opts: { deferSuccess?: boolean; budgetMs?: number } = {},
): Promise<Interpretation> {
  return interpretStored((row) => insertAiCall(db, row), interpreter, ctx, request, opts);
}

/** The same, storing each call through `store` (the benchmark keeps them in memory). */
export async function interpretStored(
  store: Store,
  interpreter: Interpreter,
  ctx: { readingId: string | null; userId: number | null; service: string },
  request: InterpretRequest,
  opts: { deferSuccess?: boolean; budgetMs?: number } = {},
): Promise<Interpretation> {
  // One budget for every attempt at the model; once spent, the offline writer answers at once.
  const budget = new AbortController();
  const timer = opts.budgetMs ? setTimeout(() => budget.abort(), opts.budgetMs) : null;
  timer?.unref();
  try {
    return await attempts(store, interpreter, ctx, request, opts, budget.signal);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

type Store = (row: AiCallRecord) => Promise<void>;
type Ctx = { readingId: string | null; userId: number | null; service: string };

async function attempts(
  store: Store,
  interpreter: Interpreter,
  ctx: Ctx,
  request: InterpretRequest,
  opts: { deferSuccess?: boolean },
  signal: AbortSignal,
): Promise<Interpretation> {
  const row = (
    who: Interpreter,
    started: number,
    outcome: { result: InterpretResult; note?: string } | { error: InterpreterError },
  ): AiCallRecord => ({
    ...ctx,
    provider: 'result' in outcome ? outcome.result.provider : who.provider,
    model: 'result' in outcome ? outcome.result.model : who.model,
    prompt: 'result' in outcome ? outcome.result.prompt : outcome.error.prompt,
    response:
      'result' in outcome
        ? JSON.stringify({ paragraphs: outcome.result.paragraphs })
        : (outcome.error.response?.slice(0, 20_000) ?? null),
    status: 'result' in outcome ? 'ok' : 'error',
    error:
      'result' in outcome
        ? (outcome.note ?? null)
        : [`${outcome.error.kind}: ${outcome.error.message}`, ...outcome.error.reasons]
            .join('\n')
            .slice(0, 4000),
    latencyMs: performance.now() - started,
    tokensIn: 'result' in outcome ? outcome.result.tokensIn : null,
    tokensOut: 'result' in outcome ? outcome.result.tokensOut : null,
  });
  const record = (
    who: Interpreter,
    started: number,
    outcome: { result: InterpretResult; note?: string } | { error: InterpreterError },
  ) => store(row(who, started, outcome));
  const succeeded = async (
    who: Interpreter,
    started: number,
    outcome: { result: InterpretResult; note?: string },
    fallback: boolean,
  ): Promise<Interpretation> => {
    if (opts.deferSuccess)
      return { ok: true, result: outcome.result, fallback, aiCall: row(who, started, outcome) };
    await record(who, started, outcome);
    return { ok: true, result: outcome.result, fallback };
  };

  let retry: { previous: string; reasons: string[] } | undefined;
  let last: InterpreterError | null = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = performance.now();
    let result: InterpretResult;
    try {
      result = await interpreter.interpret(request, retry, { signal });
    } catch (caught) {
      last = asError(caught);
      await record(interpreter, started, { error: last });
      if (interpreter.provider !== 'openai') return { ok: false, error: last };
      if (!RETRYABLE.has(last.kind) || attempt === 2 || signal.aborted) break;
      retry = { previous: last.response ?? '', reasons: last.reasons.length ? last.reasons : [last.message] };
      continue;
    }
    if (!interpreter.judge) return await succeeded(interpreter, started, { result }, false);
    // The check passed: a model's answer is read again by meaning before it is shown (decision 0272).
    const judged = await judge(store, interpreter, ctx, request, result, signal);
    if (judged.ok) return await succeeded(interpreter, started, { result }, false);
    last = judged.error;
    await record(interpreter, started, { error: last });
    if (judged.unjudged || attempt === 2 || signal.aborted) break;
    retry = { previous: last.response ?? '', reasons: last.reasons };
  }
  // The model could not give a checked answer: the offline writer writes this reading.
  const started = performance.now();
  try {
    const result = await offline.interpret(request);
    return await succeeded(
      offline,
      started,
      { result, note: `fallback after ${last?.kind ?? 'failure'} of ${interpreter.model}` },
      true,
    );
  } catch (caught) {
    const error = asError(caught);
    await record(offline, started, { error });
    return { ok: false, error };
  }
}

/**
 * The judge's verdict on a checked answer, stored in ai_calls as its own call (service
 * `<service>/judge`). Refused: the writer's attempt fails with the judge's reasons in the reading's
 * language. No verdict (time budget spent, endpoint down, an answer that is not one verdict per
 * paragraph): the answer is not shown either — `unjudged`, and no rewrite is asked for.
 */
async function judge(
  store: Store,
  interpreter: Interpreter,
  ctx: Ctx,
  request: InterpretRequest,
  result: InterpretResult,
  signal: AbortSignal,
): Promise<{ ok: true } | { ok: false; unjudged: boolean; error: InterpreterError }> {
  const started = performance.now();
  const answer = JSON.stringify({ paragraphs: result.paragraphs });
  const call = { ...ctx, service: `${ctx.service}/judge`, provider: interpreter.provider };
  try {
    const verdict = await interpreter.judge!(request, result.paragraphs, { signal });
    const refused = verdict.verdicts.filter((v) => !v.ok);
    await store({
      ...call,
      model: verdict.model,
      prompt: verdict.prompt,
      response: verdict.response.slice(0, 20_000),
      status: 'ok',
      error: refused.length
        ? `refused ${refused.map((v) => `${v.index} (${v.category ?? 'none'})`).join(', ')}`
        : null,
      latencyMs: performance.now() - started,
      tokensIn: verdict.tokensIn,
      tokensOut: verdict.tokensOut,
    });
    if (!refused.length) return { ok: true };
    return {
      ok: false,
      unjudged: false,
      error: new InterpreterError(
        'rejected',
        `the judge refused the answer: ${verdict.reasons.slice(0, 3).join('; ')}`,
        result.prompt,
        answer,
        verdict.reasons,
      ),
    };
  } catch (caught) {
    const error = asError(caught);
    await store({
      ...call,
      model: interpreter.model,
      prompt: error.prompt,
      response: error.response?.slice(0, 20_000) ?? null,
      status: 'error',
      error: `${error.kind}: ${error.message}`.slice(0, 4000),
      latencyMs: performance.now() - started,
      tokensIn: null,
      tokensOut: null,
    });
    return {
      ok: false,
      unjudged: true,
      error: new InterpreterError(
        error.kind,
        `no verdict from the judge (${error.kind}): the answer is not shown`,
        result.prompt,
        answer,
      ),
    };
  }
}
