import type { Kysely } from 'kysely';
import type { ReadingResponse } from '@arcanes/contracts/readings';
import type { ClassifiedQuestion } from '@arcanes/domain/questions/classify';
import type { Database } from '#api/db/schema.ts';
import type { InterpreterError } from '#api/interpreter/interpreter-error.ts';
import type { Interpreter } from '#api/interpreter/interpreter-types.ts';
import type { AiCallRecord } from '#api/modules/readings/readings.repository.ts';
import type { Computation } from '#api/modules/readings/compute/computation.ts';
import type { ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { answeredAnswer } from './answers';
import { interpretRecorded } from './interpret';
import { storedWriting, type StoredWriting } from './writing';

/** A single question's writing: the answer to show and store, or why nothing could write it. */
export type OnScreenWriting =
  | {
      ok: true;
      answer: ReadingResponse;
      writing: StoredWriting;
      /** The interpreter's plain text (readings.ai_text). */
      text: string;
      /** The call that wrote it, stored by the caller with the answer. */
      aiCall?: AiCallRecord;
    }
  | { ok: false; error: InterpreterError };

/**
 * The writing stage of an on-screen answer, entered once (issue 36): the interpreter within the
 * answer's budget (every attempt but the one that succeeded stored at once), the paragraphs with the
 * facts they cite (read from the interpreter's own index), and the answer as the customer reads it.
 */
export async function writeOnScreen(
  db: Kysely<Database>,
  interpreter: Interpreter,
  ctx: { readingId: string; userId: number; service: string },
  a: {
    inputs: ReadingInputs;
    computation: Computation;
    priceCents: number;
    walletCents: number;
    budgetMs: number;
    /** The question as the route classified it, for the writer (issue 36). */
    question?: ClassifiedQuestion | null;
  },
): Promise<OnScreenWriting> {
  const { inputs, computation } = a;
  const outcome = await interpretRecorded(
    db,
    interpreter,
    ctx,
    { lang: inputs.lang, facts: computation.facts, length: 'short', question: a.question },
    { deferSuccess: true, budgetMs: a.budgetMs },
  );
  if (!outcome.ok) return outcome;
  const writing = storedWriting(outcome.result, computation.facts);
  const answer = answeredAnswer({
    readingId: ctx.readingId,
    inputs,
    computation,
    writing,
    priceCents: a.priceCents,
    walletCents: a.walletCents,
  });
  return { ok: true, answer, writing, text: outcome.result.text, aiCall: outcome.aiCall };
}
