import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';
import type { JobDefinition, JobDeps, Queue } from './job';
import { installWakeTrigger, listenForJobs } from './wake';

export type { Queue };

function kyselyExecutor(db: Kysely<Database>) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function createQueue(opts: {
  handle: DatabaseHandle;
  databaseUrl?: string;
  jobs: JobDefinition[];
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
}): Promise<Queue> {
  const boss =
    opts.handle.engine === 'pglite'
      ? new PgBoss({ db: { executeSql: opts.handle.executeSql! }, supervise: true, schedule: false })
      : new PgBoss({ connectionString: opts.databaseUrl, max: 4, schedule: false });
  boss.on('error', (error) => opts.log.error({ err: error }, 'job queue error'));
  await boss.start();
  // pg-boss's create_queue leaves an existing queue as it is (ON CONFLICT DO NOTHING): only the missing
  // ones are created, without a call per queue at every start.
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of opts.jobs) {
    if (existing.has(job.name)) continue;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
  }
  const byName = new Map(opts.jobs.map((j) => [j.name, j]));
  // Workers sleep between polls; a committed job wakes those of its queue (decision 0161).
  await installWakeTrigger((text, values) => boss.getDb().executeSql(text, values ?? []));
  const workerIds = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  const stopListening = await listenForJobs(opts.handle, wake, (error) =>
    opts.log.warn({ err: error }, 'job wake-ups lost; workers poll until listening again'),
  );
  /** Workers not started yet (startWorkers spreads their starts over one polling interval). */
  const pending = new Set<NodeJS.Timeout>();
  /** Starts polling one job's queue; resolves to the worker's id. */
  const work = (job: JobDefinition, deps: Omit<JobDeps, 'queue'>): Promise<string> => {
    const batchSize = job.batchSize ?? 1;
    let id = '';
    const started = boss.work(
      job.name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds, batchSize, includeMetadata: true },
      async (jobs) => {
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
              await boss.fail(job.name, j.id, errorOutput(error));
            }
          });
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
      return boss.send(job.name, payload as object, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(sendOpts.trx ? { db: kyselyExecutor(sendOpts.trx) } : {}),
      });
    },
    async startWorkers(deps) {
      // Each worker polls its queue once per interval. Started together, they would poll together: a
      // burst of one fetch per queue, every interval, that a request arriving then waits behind (on
      // PGlite, one connection) — the slowest tenth of single questions overlapped 3.4 fetches on
      // average, the fastest half 0.1. So the first worker starts now and the others one by one over
      // the first interval, each then keeping its own phase (decision 0260). A job sent meanwhile
      // waits at most that interval, as it would between two polls.
      const jobs = [...byName.values()];
      const spacingMs = (opts.pollingIntervalSeconds * 1000) / jobs.length;
      const start = async (job: JobDefinition) => {
        const id = await work(job, deps);
        workerIds.set(job.name, [...(workerIds.get(job.name) ?? []), id]);
      };
      const [first, ...later] = jobs;
      if (first) await start(first);
      later.forEach((job, i) => {
        const timer = setTimeout(
          () => {
            pending.delete(timer);
            start(job).catch((error: unknown) =>
              deps.log.error({ err: error, job: job.name }, 'could not start a job worker'),
            );
          },
          Math.round(spacingMs * (i + 1)),
        );
        pending.add(timer);
      });
    },
    async stop() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      await stopListening();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}

/** A batch handed whole to its job's `handleBatch`; only the jobs it reports failed are failed. */
async function runBatch(
  job: JobDefinition,
  jobs: PgBoss.JobWithMetadata<unknown>[],
  deps: JobDeps,
): Promise<void> {
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
    await deps.queue.boss.fail(job.name, id, errorOutput(error));
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

function errorOutput(error: unknown): object {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { value: String(error) };
}
