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
 * fetches it at once instead of at its next poll. Polling stays as the fallback: while the listening
 * connection is lost, jobs wait for the poll, and listening resumes after `retryMs`.
 */
export async function listenForJobs(
  handle: DatabaseHandle,
  wake: (queue: string) => void,
  onLost: (error: unknown) => void,
  retryMs = 5000,
): Promise<() => Promise<void>> {
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const listen = async (): Promise<void> => {
    if (!handle.listen || stopped) return;
    try {
      unlisten = await handle.listen(JOBS_CHANNEL, wake, (error) => {
        onLost(error);
        retry();
      });
    } catch (error) {
      onLost(error);
      retry();
    }
  };
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void listen();
    }, retryMs);
    timer.unref();
  };
  await listen();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await unlisten?.().catch(() => {});
  };
}
