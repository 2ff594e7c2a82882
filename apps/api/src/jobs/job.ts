import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import type { Mailer } from '#api/mail/mailer.ts';

/** The job queue (pg-boss); made by createQueue in queue.ts. */
export interface Queue {
  boss: PgBoss;
  /** Fails a job our code ran; pg-boss retries it if it has attempts left, and its worker wakes then. */
  fail(name: string, id: string, error: unknown): Promise<void>;
  /** Enqueue a job; pass `trx` to enqueue it in the same transaction as the data that needs it. */
  send(
    job: JobAddress,
    data: unknown,
    opts?: {
      trx?: Db;
      singletonKey?: string;
      startAfterSeconds?: number;
    },
  ): Promise<string | null>;
  /** The latest `max` jobs out of attempts (pg-boss's dead letter queue, decision 0321), newest first. */
  failedJobs(max: number): Promise<FailedJob[]>;
  findFailedJob(id: string): Promise<Pick<FailedJob, 'id' | 'name' | 'data' | 'retryCount'> | null>;
  /** Puts a failed job back in its queue; null when it is not (or no longer) among the failed. */
  retryFailed(id: string): Promise<Pick<FailedJob, 'id' | 'name' | 'data' | 'retryCount'> | null>;
  /**
   * Wakes the idle workers of queue `name`, in every process, once `trx` (if given) commits: `send` does
   * it; a job created or put back through `boss` directly needs it too (decision 0281).
   */
  announce(name: string, trx?: Db): Promise<void>;
  startWorkers(deps: Omit<JobDeps, 'queue'>): Promise<void>;
  stop(): Promise<void>;
}

export interface FailedJob {
  /** Its id among the failed (the dead letter queue's). */
  id: string;
  /** The queue it failed in. */
  name: string;
  data: unknown;
  error: string | null;
  retryCount: number;
  createdOn: Date;
  failedOn: Date;
}

/** What a schedule needs to enqueue its job (jobs/schedules.ts). */
export type ScheduleDeps = Pick<JobDeps, 'db' | 'config' | 'log' | 'queue'> & {
  engine: 'pglite' | 'postgres';
};

/**
 * A job that runs on its own. Each API process enqueues it at start and every `everySeconds`; the
 * default enqueue sends `{}` under a singleton key per period, so several processes enqueue one run
 * between them. Why not pg-boss's cron: see jobs/schedules.ts.
 */
export interface JobSchedule {
  everySeconds: number;
  /** Enqueue this period's run when it is due (the default: one `{}` per period). */
  enqueue?(deps: ScheduleDeps, now: Date): Promise<unknown>;
  /** Whether this process schedules the job at all (default: yes). */
  when?(deps: ScheduleDeps): boolean;
}

export interface JobDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  queue: Queue;
}

/** A job: its name, payload schema, retry policy and a handler that is safe to run twice. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds?: number;
  /** Jobs fetched at once (default 1), and how many of them run at the same time (default 1). */
  batchSize?: number;
  concurrency?: number;
  /** Set for a job that runs on its own, every so often (see JobSchedule). */
  schedule?: JobSchedule;
  handler(deps: JobDeps, data: z.infer<S>, meta: { id: string; retryCount: number }): Promise<void>;
  /**
   * When set, the workers hand it each fetched batch whole instead of calling `handler` per job (a
   * few statements for the batch rather than a few per job). Returns the jobs that failed, by id,
   * with their error: pg-boss retries only those. Safe to run twice, like `handler`.
   */
  handleBatch?(
    deps: JobDeps,
    jobs: { id: string; data: z.infer<S>; retryCount: number }[],
  ): Promise<Map<string, unknown>>;
}

/** What sending a job needs of its definition: no handler, so a sender does not import its code. */
export type JobAddress<S extends z.ZodType = z.ZodType> = Pick<
  JobDefinition<S>,
  'name' | 'schema' | 'retryLimit' | 'retryDelaySeconds'
>;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
