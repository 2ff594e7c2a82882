import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Db } from '../db/tx';
import type { Mailer } from '../mail/mailer';

/** The job queue (pg-boss); made by createQueue in queue.ts. */
export interface Queue {
  boss: PgBoss;
  /** Enqueue a job; pass `trx` to enqueue it in the same transaction as the data that needs it. */
  send(
    job: JobDefinition,
    data: unknown,
    opts?: {
      trx?: Db;
      singletonKey?: string;
      startAfterSeconds?: number;
    },
  ): Promise<string | null>;
  startWorkers(deps: Omit<JobDeps, 'queue'>): Promise<void>;
  stop(): Promise<void>;
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
  handler(deps: JobDeps, data: z.infer<S>, meta: { id: string; retryCount: number }): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
