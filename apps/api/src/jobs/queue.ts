import { PgBoss, type Clock, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#api/db/database.ts';
import { startupFailure, startupStep } from '#api/db/startup-lock.ts';
import type { JobDefinition, JobDeps, Queue } from './job';
import { registerHolds, type Holds } from './holds';
import { carryPgBoss10Jobs, setAsidePgBoss10 } from './pgboss-upgrade';
import { kyselyExecutor } from './executor';
import { listenForJobs, NOTIFY_JOB } from './wake';

export type { Queue };

/**
 * Where pg-boss puts a job of ours out of attempts (its dead letter queue, decision 0321): no worker
 * reads it; the administrator's list reads it through `findJobs`, and a retry `redrive`s the job to
 * the queue it failed in. Kept 30 days (pg-boss 10 kept failed jobs 7).
 */
export const FAILED_JOBS_QUEUE = 'failed-jobs';
const FAILED_JOBS_KEPT_DAYS = 30;

/** How often each worker fetches its queue on its own, whatever the due jobs' check finds (by default). */
const FALLBACK_POLL_SECONDS = 60;

/**
 * The queues among ours (comma-separated in $1) with a wake-up due (our table, decision 0281); the rows
 * go with the answer, so that one process wakes its worker for each.
 */
const DUE_QUEUES = `delete from job_wakeups
  where due_at <= now() and queue = any(string_to_array($1, ','))
  returning queue as name`;
/** A wake-up of queue $1 at the time $2, or $3 seconds from now. */
const WAKE_LATER = `insert into job_wakeups (queue, due_at)
  values ($1, coalesce($2::timestamptz, now() + make_interval(secs => $3::float8)))`;

export async function createQueue(opts: {
  handle: DatabaseHandle;
  databaseUrl?: string;
  jobs: JobDefinition[];
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  /** How often a process that works jobs beats; one silent three times as long is gone (decision 0273). */
  heartbeatSeconds?: number;
  /**
   * pg-boss's source of time and timers (its system clock when absent): a test that must know when a
   * worker has gone to sleep between polls watches the timer it sets (decision 0380).
   */
  clock?: Clock;
  /**
   * How often each worker fetches its queue on its own (FALLBACK_POLL_SECONDS when absent): a test that
   * must show a job was woken, not polled, sets it far beyond its own bounds.
   */
  fallbackPollSeconds?: number;
}): Promise<Queue> {
  const heartbeatSeconds = opts.heartbeatSeconds ?? 10;
  const boss =
    opts.handle.engine === 'pglite'
      ? new PgBoss({
          db: { executeSql: opts.handle.executeSql! },
          supervise: true,
          schedule: false,
          ...(opts.clock ? { clock: opts.clock } : {}),
        })
      : new PgBoss({
          connectionString: opts.databaseUrl,
          max: 4,
          schedule: false,
          ...(opts.clock ? { clock: opts.clock } : {}),
        });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  // A schema pg-boss 10 left is set aside: pg-boss 12 cannot migrate it, and installs its own
  // (decision 0320); its unfinished jobs are carried over once our queues exist.
  const upgrading = await setAsidePgBoss10(opts.handle).catch((error: unknown) => {
    throw startupFailure('Job queues', 'setting pg-boss 10 schema aside', error);
  });
  // pg-boss creates its schema under an advisory lock of its own, and survives losing the race to it.
  await boss.start().catch((error: unknown) => {
    throw startupFailure('Job queues', 'pg-boss start (creating or migrating the pgboss schema)', error);
  });
  await createMissingQueues(opts.handle, boss, opts.jobs);
  const carried = await carryPgBoss10Jobs({
    handle: opts.handle,
    boss,
    queues: new Set(opts.jobs.map((j) => j.name)),
    executorOf: kyselyExecutor,
    // The ones due later get their wake-up, in the same transaction (decision 0281).
    afterInsert: async (db, jobs) => {
      const exec = kyselyExecutor(db);
      for (const job of jobs.filter((j) => j.startAfter.getTime() > Date.now()))
        await exec.executeSql(WAKE_LATER, [job.name, job.startAfter, null]);
    },
  });
  if (carried) opts.log.info({ ...carried, upgrading }, 'pg-boss 10 jobs carried over to pg-boss 12');
  const byName = new Map(opts.jobs.map((j) => [j.name, j]));
  const workerIds = new Map<string, string[]>();
  const nudge = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  // A wake-up that reaches a worker in the middle of a fetch is lost (pg-boss only cuts a worker's
  // sleep short): a job committed just after that fetch read the queue would wait for the minute-long
  // fallback poll. So every queue woken is woken once more at the next due check — no statement, one
  // fetch per queue announced in the interval.
  const wokenSinceCheck = new Set<string>();
  const wake = (name: string) => {
    wokenSinceCheck.add(name);
    nudge(name);
  };
  const stopListening = await listenForJobs(opts.handle, wake, {
    onLost: (error) => opts.log.warn({ err: error }, 'job wake-ups lost; workers poll until listening again'),
    // What was committed while nobody listened was announced to no one: every queue is fetched now.
    resumed: () => {
      opts.log.info('job wake-ups listening again; every queue fetched');
      for (const job of opts.jobs) wake(job.name);
    },
  });
  // One statement per interval finds the queues that have a job due — retried after its delay, or sent
  // to start later (our job_wakeups, decision 0281) — and wakes only their workers (decision 0263).
  // Each worker's own poll is a slow fallback: fourteen queues polling every interval sent fourteen
  // fetches per interval, and behind PGlite's one lock they fell into step and delayed requests.
  const names = opts.jobs.map((j) => j.name).join(',');
  const executeSql = (text: string, values?: unknown[]) => boss.getDb().executeSql(text, values ?? []);
  let holds: Holds | null = null;
  let beatTimer: NodeJS.Timeout | null = null;
  /**
   * Beats, and fails through pg-boss the jobs of processes that stopped beating: pg-boss retries them
   * now, where it would have waited for their expiry. `deadAfterSeconds` 0 at an embedded start: no
   * other process can be running them.
   */
  const reap = async (deadAfterSeconds: number) => {
    if (!holds) return;
    try {
      const orphans = await holds.reap(deadAfterSeconds);
      const byQueue = new Map<string, string[]>();
      for (const o of orphans) byQueue.set(o.queue, [...(byQueue.get(o.queue) ?? []), o.id]);
      for (const [name, ids] of byQueue) {
        for (const id of ids) await queue.fail(name, id, new Error('the process running it stopped'));
        opts.log.warn({ job: name, ids }, 'jobs of a stopped process handed back for a retry');
        wake(name);
      }
    } catch (error) {
      if (!stopped) opts.log.warn({ err: error }, 'could not check for jobs of stopped processes');
    }
  };
  const scheduleBeat = () => {
    beatTimer = setTimeout(async () => {
      await reap(heartbeatSeconds * 3);
      if (!stopped) scheduleBeat();
    }, heartbeatSeconds * 1000);
    beatTimer.unref();
  };
  const workerPollSeconds = Math.max(
    opts.fallbackPollSeconds ?? FALLBACK_POLL_SECONDS,
    opts.pollingIntervalSeconds,
  );
  let dueTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  const scheduleDue = () => {
    dueTimer = setTimeout(() => void checkDue(), opts.pollingIntervalSeconds * 1000);
    dueTimer.unref();
  };
  const checkDue = async () => {
    dueTimer = null;
    const again = [...wokenSinceCheck];
    wokenSinceCheck.clear();
    for (const name of again) nudge(name);
    try {
      const { rows } = (await boss.getDb().executeSql(DUE_QUEUES, [names])) as { rows: { name: string }[] };
      for (const row of rows) wake(row.name);
    } catch (error) {
      if (!stopped)
        opts.log.warn({ err: error }, 'could not look for due jobs; the workers poll on their own');
    }
    if (!stopped) scheduleDue();
  };
  /** Starts polling one job's queue; resolves to the worker's id. */
  const work = (job: JobDefinition, deps: Omit<JobDeps, 'queue'>): Promise<string> => {
    const batchSize = job.batchSize ?? 1;
    let id = '';
    const runJobs = async (jobs: JobWithMetadata<unknown>[]) => {
      if (job.handleBatch) await runBatch(job, jobs, { ...deps, queue });
      else
        await eachLimited(jobs, job.concurrency ?? 1, async (j) => {
          const data = job.schema.parse(j.data);
          const meta = { id: j.id, retryCount: (j as { retryCount?: number }).retryCount ?? 0 };
          try {
            await job.handler({ ...deps, queue }, data, meta);
          } catch (error) {
            deps.log.warn(
              { err: error, job: job.name, id: j.id, retry: meta.retryCount },
              'job failed; pg-boss will retry',
            );
            // Only this job of the batch: pg-boss then completes the others.
            await queue.fail(job.name, j.id, error);
          }
        });
    };
    const started = boss.work(
      job.name,
      { pollingIntervalSeconds: workerPollSeconds, batchSize, includeMetadata: true },
      async (jobs) => {
        const ids = jobs.map((j) => j.id);
        await holds?.hold(job.name, ids);
        try {
          await runJobs(jobs);
        } finally {
          await holds?.release(ids).catch(() => {});
        }
        // A queue with work left is fetched again at once rather than after a poll interval.
        if (jobs.length > 0 && id) boss.notifyWorker(id);
      },
    );
    return started.then((workerId) => (id = workerId));
  };
  const queue: Queue = {
    boss,
    async send(job, data, sendOpts = {}) {
      const payload = job.schema.parse(data);
      const db = sendOpts.trx ? kyselyExecutor(sendOpts.trx) : undefined;
      const id = await boss.send(job.name, payload as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(db ? { db } : {}),
      });
      // One refused by its singleton key was not created. One sent to start later gets a wake-up for
      // then, in the same transaction; the others are announced now.
      if (id && sendOpts.startAfterSeconds)
        await (db ?? { executeSql }).executeSql(WAKE_LATER, [job.name, null, sendOpts.startAfterSeconds]);
      else if (id) await queue.announce(job.name, sendOpts.trx);
      return id;
    },
    async fail(name, id, error) {
      await boss.fail(name, id, errorOutput(error));
      // When pg-boss will retry it (its own startAfter, read through its API), a wake-up for then; a job
      // out of attempts needs none.
      const [failed] = await boss.findJobs(name, { id });
      if (failed?.state === 'retry') await executeSql(WAKE_LATER, [name, failed.startAfter, null]);
    },
    async failedJobs(max) {
      // The dead letter queue holds only failures, oldest first: read whole, a page at a time.
      const all: JobWithMetadata<unknown>[] = [];
      for (let after: string | undefined; ;) {
        const page = await boss.findJobs(FAILED_JOBS_QUEUE, { queued: true, limit: 1000, after });
        all.push(...page);
        if (page.length < 1000) break;
        after = page[page.length - 1]!.id;
      }
      return all
        .sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime())
        .slice(0, max)
        .map((j) => ({
          id: j.id,
          name: j.sourceName ?? FAILED_JOBS_QUEUE,
          data: j.data,
          error: errorMessage(j.sourceOutput),
          retryCount: j.sourceRetryCount ?? 0,
          createdOn: j.sourceCreatedOn ?? j.createdOn,
          failedOn: j.createdOn,
        }));
    },
    async findFailedJob(id) {
      const [j] = await boss.findJobs(FAILED_JOBS_QUEUE, { id, queued: true });
      return j?.sourceName
        ? { id: j.id, name: j.sourceName, data: j.data, retryCount: j.sourceRetryCount ?? 0 }
        : null;
    },
    async retryFailed(id) {
      const failed = await queue.findFailedJob(id);
      if (!failed) return null;
      // Moved back to the queue it failed in, as a new job with its attempts; a second click finds it gone.
      const moved = await boss.redrive(FAILED_JOBS_QUEUE, { ids: [id], limit: 1 });
      if (moved !== 1) return null;
      await queue.announce(failed.name);
      return failed;
    },
    async announce(name, trx) {
      await (trx ? kyselyExecutor(trx) : { executeSql }).executeSql(NOTIFY_JOB, [name]);
    },
    async startWorkers(deps) {
      holds = await registerHolds(executeSql);
      // Jobs a stopped process left running: at once on the embedded engine (one process), after their
      // process's silence on PostgreSQL; then at every beat.
      await reap(opts.handle.engine === 'pglite' ? 0 : heartbeatSeconds * 3);
      scheduleBeat();
      // Every worker at once (each fetches its queue as it starts), then the due jobs' check every
      // interval.
      for (const job of byName.values()) {
        const id = await work(job, deps);
        workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), id]);
      }
      if (!stopped && !dueTimer) scheduleDue();
    },
    async stop() {
      stopped = true;
      if (dueTimer) clearTimeout(dueTimer);
      dueTimer = null;
      if (beatTimer) clearTimeout(beatTimer);
      await stopListening();
      await boss.stop({ graceful: true, timeout: 10_000 });
      await holds?.stop().catch(() => {});
    },
  };
  return queue;
}

/**
 * The queues not there yet (decision 0161). pg-boss's create_queue
 * leaves an existing queue as it is (ON CONFLICT DO NOTHING): only the missing ones are created, without
 * a call per queue at every start. Run by several processes at once on a fresh database, create_queue
 * deadlocked (it attaches a partition to pg-boss's job table): one process at a time creates them
 * (issue 34).
 */
async function createMissingQueues(handle: DatabaseHandle, boss: PgBoss, jobs: JobDefinition[]) {
  await startupStep({ db: handle.db, engine: handle.engine }, 'Job queues', async (at) => {
    at('listing the queues');
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    if (!existing.has(FAILED_JOBS_QUEUE)) {
      at(`createQueue('${FAILED_JOBS_QUEUE}')`);
      await boss.createQueue(FAILED_JOBS_QUEUE, { retentionSeconds: FAILED_JOBS_KEPT_DAYS * 24 * 3600 });
    }
    for (const job of jobs) {
      const queue = existing.get(job.name);
      if (!queue) {
        at(`createQueue('${job.name}')`);
        await boss.createQueue(job.name, {
          retryLimit: job.retryLimit,
          retryDelay: job.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.expireInSeconds ?? 15 * 60,
          deadLetter: FAILED_JOBS_QUEUE,
        });
      } else if (queue.deadLetter !== FAILED_JOBS_QUEUE) {
        // A queue made before the failed jobs had their own queue (an earlier release).
        at(`pg-boss updateQueue('${job.name}', deadLetter)`);
        await boss.updateQueue(job.name, { deadLetter: FAILED_JOBS_QUEUE });
      }
    }
  });
}

/** A batch handed whole to its job's `handleBatch`; only the jobs it reports failed are failed. */
async function runBatch(job: JobDefinition, jobs: JobWithMetadata<unknown>[], deps: JobDeps): Promise<void> {
  const failed = new Map<string, unknown>();
  const items: { id: string; data: unknown; retryCount: number }[] = [];
  for (const j of jobs) {
    const parsed = job.schema.safeParse(j.data);
    if (parsed.success)
      items.push({ id: j.id, data: parsed.data, retryCount: (j as { retryCount?: number }).retryCount ?? 0 });
    else failed.set(j.id, parsed.error);
  }
  try {
    for (const [id, error] of await job.handleBatch!(deps, items)) failed.set(id, error);
  } catch (error) {
    for (const item of items) failed.set(item.id, error);
  }
  for (const [id, error] of failed) {
    deps.log.warn({ err: error, job: job.name, id }, 'job failed; pg-boss will retry');
    await deps.queue.fail(job.name, id, error);
  }
}

/** Runs `fn` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The message of what `errorOutput` stored, whatever its shape (pg-boss's own, for an expiry). */
function errorMessage(output: object | null): string | null {
  if (!output) return null;
  const o = output as { message?: unknown; value?: { message?: unknown } | unknown };
  if (typeof o.message === 'string') return o.message.slice(0, 500);
  const value = o.value as { message?: unknown } | undefined;
  if (value && typeof value === 'object' && typeof value.message === 'string')
    return value.message.slice(0, 500);
  return typeof o.value === 'string' ? o.value.slice(0, 500) : null;
}

function errorOutput(error: unknown): object {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { value: String(error) };
}
