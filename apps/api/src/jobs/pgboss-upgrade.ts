import { PgBoss, type JobInsert } from 'pg-boss';
import type { DatabaseHandle } from '#api/db/database.ts';
import { startupStep } from '#api/db/startup-lock.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import {
  dropPgBoss10Schema,
  PGBOSS_10_SCHEMA,
  pgBoss10SchemaSetAside,
  pgBoss10UnfinishedJobs,
  setAsidePgBoss10Schema,
  type PgBoss10Job,
} from './pgboss-v10.repository';
import { handleExecutor } from './executor';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The schema version pg-boss 10 left; pg-boss 11 and 12 migrate from 25 onwards only. */
export const PGBOSS_10_SCHEMA_VERSION = 24;

/**
 * Before pg-boss 12 starts: a pgboss schema pg-boss 10 left is renamed `pgboss_v10`, so that pg-boss 12
 * installs its own (decision 0320). Asked through pg-boss 12's public `isInstalled()` and
 * `schemaVersion()`: a fresh database, or one already on 12, costs one or two reads. One process at a
 * time on PostgreSQL (the start-up lock); read again under it. Resolves to true when it set one aside.
 */
export async function setAsidePgBoss10(handle: DatabaseHandle): Promise<boolean> {
  const probe = new PgBoss({ db: handleExecutor(handle) });
  if (!(await probe.isInstalled())) return false;
  if ((await probe.schemaVersion()) !== PGBOSS_10_SCHEMA_VERSION) return false;
  return startupStep({ db: handle.db, engine: handle.engine }, 'Job queues', async (at) => {
    at('reading the pgboss schema version');
    if (!(await probe.isInstalled()) || (await probe.schemaVersion()) !== PGBOSS_10_SCHEMA_VERSION)
      return false;
    at(`alter schema pgboss rename to ${PGBOSS_10_SCHEMA}`);
    await setAsidePgBoss10Schema(handle.db);
    return true;
  });
}

export interface CarriedJobs {
  /** Jobs handed to pg-boss 12, by queue. */
  carried: Record<string, number>;
  /** Jobs of queues this release no longer has, left behind (the schema is dropped with them). */
  dropped: Record<string, number>;
}

/**
 * Once pg-boss 12 runs and our queues exist: the jobs pg-boss 10 had not finished (waiting, waiting for
 * a retry, or running when the last release stopped — started again) are inserted through pg-boss
 * 12's public `insert()` under their ids, with the attempts they had left and their start time; then
 * the old schema is dropped, in the same transaction: a crash leaves it whole for the next start, and
 * an id inserted twice is ignored (pg-boss's insert skips a conflict). `afterInsert` runs in that
 * transaction too (our wake-ups for the jobs due later). Resolves to null when there is nothing to carry.
 */
export async function carryPgBoss10Jobs(opts: {
  handle: DatabaseHandle;
  boss: PgBoss;
  queues: ReadonlySet<string>;
  executorOf: (db: Db) => { executeSql: ExecuteSql };
  afterInsert: (db: Db, jobs: PgBoss10Job[]) => Promise<void>;
}): Promise<CarriedJobs | null> {
  const { handle } = opts;
  if (!(await pgBoss10SchemaSetAside(handle.db))) return null;
  return startupStep({ db: handle.db, engine: handle.engine }, 'Job queues', async (at) => {
    if (!(await pgBoss10SchemaSetAside(handle.db))) return null;
    return inTransaction(handle.db, async (trx) => {
      at(`reading the unfinished jobs of ${PGBOSS_10_SCHEMA}.job`);
      const byQueue = new Map<string, PgBoss10Job[]>();
      for (const job of await pgBoss10UnfinishedJobs(trx))
        byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
      const result: CarriedJobs = { carried: {}, dropped: {} };
      for (const [name, jobs] of byQueue) {
        if (!opts.queues.has(name)) {
          result.dropped[name] = jobs.length;
          continue;
        }
        at(`pg-boss 12 insert of ${jobs.length} jobs into ${name}`);
        await opts.boss.insert(name, jobs.map(toInsert), { db: opts.executorOf(trx) });
        await opts.afterInsert(trx, jobs);
        result.carried[name] = jobs.length;
      }
      at(`drop schema ${PGBOSS_10_SCHEMA} cascade`);
      await dropPgBoss10Schema(trx);
      return result;
    });
  });
}

function toInsert(job: PgBoss10Job): JobInsert {
  return {
    id: job.id,
    data: job.data as object,
    priority: job.priority,
    // pg-boss 12 counts retries from 0 again: the job keeps the attempts it had left.
    retryLimit: Math.max(0, job.retryLimit - job.retryCount),
    retryDelay: job.retryDelay,
    retryBackoff: job.retryBackoff,
    startAfter: job.startAfter,
    expireInSeconds: job.expireInSeconds,
    ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
  };
}
