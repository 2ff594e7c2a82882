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
 *
 * A request whose outcome is unknown (the network failed, or the page was reloaded while it was on its
 * way: the server may have charged and written it) is the same order when it is sent again: the same
 * endpoint and body go with the same idempotency key, so that trying again never pays twice.
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
  // The last request sent whose outcome is unknown: no answer from the server yet.
  const unsettled = useRef<{ endpoint: string; body: string; key: string } | null>(null);

  const submit = useCallback(
    /**
     * `idempotencyKey`: the order's own, when it was chosen before a payment (decision 0315).
     * Resolves to whether the server's answer (or its error) was put on the screen: false when the
     * form was reset, another reading sent or the page left before it came, and when the server could
     * not be reached (the error is shown, but the order may have been taken: it is not settled).
     */
    async (
      endpoint: ReadingEndpoint,
      body: Record<string, unknown>,
      idempotencyKey?: string,
    ): Promise<boolean> => {
      const id = ++current.current;
      const sent = JSON.stringify(body);
      const again = unsettled.current;
      const key =
        idempotencyKey ??
        (again && again.endpoint === endpoint && again.body === sent ? again.key : newIdempotencyKey());
      unsettled.current = { endpoint, body: sent, key };
      const durationMs = suspenseDuration(meta.data?.suspense_ms ?? 6000, Math.random());
      setRun({ phase: 'thinking', durationMs });
      const pause = new Promise((resolve) => setTimeout(resolve, durationMs));
      try {
        const answer = await postReading(endpoint, body, key);
        if (unsettled.current?.key === key) unsettled.current = null;
        // The wallet moved: refresh it now, even if the customer has already left the form.
        answered.current?.(answer);
        await pause;
        if (id !== current.current) return false;
        setRun({ phase: 'done', answer });
        return true;
      } catch (e) {
        // Errors show at once: making someone wait to learn that a field is missing helps nobody.
        const error = e instanceof ApiError ? e : new ApiError(0, 'UNKNOWN', String(e));
        // The server answered (a refusal): the request is settled. Status 0: the network lost it.
        const reached = error.status > 0;
        if (reached && unsettled.current?.key === key) unsettled.current = null;
        if (id !== current.current) return false;
        setRun({ phase: 'error', error });
        return reached;
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
