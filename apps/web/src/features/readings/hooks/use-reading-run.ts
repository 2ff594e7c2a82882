import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { useReadingsMeta } from '#web/features/readings/api/get-readings-meta.ts';
import {
  newIdempotencyKey,
  postReading,
  type ReadingAnswer,
  type ReadingEndpoint,
} from '#web/features/readings/api/post-reading.ts';
import { suspenseDuration } from './suspense';

export type ReadingRun =
  | { phase: 'idle' }
  /** The request and the "thinking" pause run side by side; the answer shows when both are over. */
  | { phase: 'thinking'; durationMs: number }
  | { phase: 'done'; answer: ReadingAnswer }
  | { phase: 'error'; error: ApiError };

/**
 * One reading at a time: submit → thinking → answer or error. A new submit or `reset` forgets
 * whatever the previous one was still waiting for, so an old answer never lands in a new form.
 */
export function useReadingRun(onAnswered?: (answer: ReadingAnswer) => void) {
  const meta = useReadingsMeta();
  const [run, setRun] = useState<ReadingRun>({ phase: 'idle' });
  const current = useRef(0);
  const answered = useRef(onAnswered);
  useEffect(() => {
    answered.current = onAnswered;
  }, [onAnswered]);
  useEffect(() => () => void current.current++, []);

  const submit = useCallback(
    /**
     * `idempotencyKey`: the order's own, when it was chosen before a payment (decision 0315).
     * Resolves to whether the answer (or the error) was put on the screen: false when the form was
     * reset, another reading sent or the page left before it came.
     */
    async (
      endpoint: ReadingEndpoint,
      body: Record<string, unknown>,
      idempotencyKey = newIdempotencyKey(),
    ): Promise<boolean> => {
      const id = ++current.current;
      const durationMs = suspenseDuration(meta.data?.suspense_ms ?? 6000, Math.random());
      setRun({ phase: 'thinking', durationMs });
      const pause = new Promise((resolve) => setTimeout(resolve, durationMs));
      try {
        const answer = await postReading(endpoint, body, idempotencyKey);
        // The wallet moved: refresh it now, even if the customer has already left the form.
        answered.current?.(answer);
        await pause;
        if (id !== current.current) return false;
        setRun({ phase: 'done', answer });
        return true;
      } catch (e) {
        // Errors show at once: making someone wait to learn that a field is missing helps nobody.
        const error = e instanceof ApiError ? e : new ApiError(0, 'UNKNOWN', String(e));
        if (id !== current.current) return false;
        setRun({ phase: 'error', error });
        return true;
      }
    },
    [meta.data?.suspense_ms],
  );

  const reset = useCallback(() => {
    current.current++;
    setRun({ phase: 'idle' });
  }, []);

  return { run, submit, reset, busy: run.phase === 'thinking' };
}
