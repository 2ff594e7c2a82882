import type { DatabaseHandle, ExecuteSql } from '#api/db/database.ts';

/** The channel on which the database names the queue of every job inserted (committed). */
export const JOBS_CHANNEL = 'arcanes_jobs';

// pg-boss's job table is partitioned by queue; a row trigger on the parent is cloned onto every
// partition, present and future. Created after pg-boss has made its schema, at the first start and
// whenever the function's body differs from this one (a new release); otherwise left as it is.
const WAKE_BODY = `
   begin
     perform pg_notify('${JOBS_CHANNEL}', new.name);
     return null;
   end `;
const WAKE_TRIGGER = [
  `create or replace function pgboss.arcanes_job_wake() returns trigger language plpgsql as $$${WAKE_BODY}$$`,
  `create or replace trigger arcanes_job_wake after insert on pgboss.job
     for each row execute function pgboss.arcanes_job_wake()`,
];

// The installed function's body, and whether the job table's trigger calls it: one catalogue read, where
// re-creating both at every start cost ~90 ms of PGlite and took locks on the job table.
const INSTALLED = `select p.prosrc as body,
    exists (select 1 from pg_trigger t
            where t.tgname = 'arcanes_job_wake' and t.tgrelid = 'pgboss.job'::regclass and t.tgfoid = p.oid)
      as triggered
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'pgboss' and p.proname = 'arcanes_job_wake'`;

export async function installWakeTrigger(executeSql: ExecuteSql): Promise<void> {
  const { rows } = (await executeSql(INSTALLED)) as { rows: { body: string; triggered: boolean }[] };
  if (rows[0]?.body === WAKE_BODY && rows[0].triggered) return;
  for (const statement of WAKE_TRIGGER) await executeSql(statement);
}

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
