import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { Queue } from './queue';

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
  handler(deps: JobDeps, data: z.infer<S>, meta: { id: string; retryCount: number }): Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
