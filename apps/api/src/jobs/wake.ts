import type { DatabaseHandle } from '#api/db/database.ts';

/** The channel on which our code names the queue of every job it creates (delivered on commit). */
export const JOBS_CHANNEL = 'arcanes_jobs';

/**
 * The statement our code runs after it creates a job (decision 0281): the queue's name on our channel,
 * in the same transaction as the job when it is sent in one, so that it is delivered on commit only —
 * and not at all when the transaction rolls back. PostgreSQL folds identical notifications of one
 * transaction into one. No trigger on pg-boss's tables: we never write into its schema.
 */
export const NOTIFY_JOB = `select pg_notify('${JOBS_CHANNEL}', $1)`;

/**
 * Calls `wake(queue)` whenever a job is committed to `queue`, by any process, so that an idle worker
 * fetches it at once instead of at its next poll. When the listening connection is lost (a restart, a
 * failover), `onLost` is told once and listening resumes as soon as the database answers: retried after
 * `firstRetryMs`, doubling up to `retryMs`. Jobs committed while nobody listened were announced to no
 * one, so once listening again `resumed()` is called: the caller fetches every queue then, and nothing
 * queued during or right after the outage waits for the workers' fallback poll (decision 0420).
 */
export async function listenForJobs(
  handle: DatabaseHandle,
  wake: (queue: string) => void,
  opts: {
    onLost: (error: unknown) => void;
    resumed: () => void;
    retryMs?: number;
    firstRetryMs?: number;
  },
): Promise<() => Promise<void>> {
  const retryMs = opts.retryMs ?? 5000;
  const firstRetryMs = Math.min(opts.firstRetryMs ?? 100, retryMs);
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  // Set from the first loss to the next successful LISTEN; the delay of the next attempt.
  let lost = false;
  let delayMs = firstRetryMs;
  const loss = (error: unknown) => {
    unlisten = null;
    if (!lost) opts.onLost(error);
    lost = true;
    retry();
  };
  const listen = async (): Promise<void> => {
    if (!handle.listen || stopped) return;
    try {
      const listening = await handle.listen(JOBS_CHANNEL, wake, loss);
      if (stopped) return void (await listening().catch(() => {}));
      unlisten = listening;
    } catch (error) {
      loss(error);
      return;
    }
    delayMs = firstRetryMs;
    if (lost) {
      lost = false;
      opts.resumed();
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void listen();
    }, delayMs);
    delayMs = Math.min(delayMs * 2, retryMs);
    timer.unref();
  };
  await listen();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await unlisten?.().catch(() => {});
  };
}
