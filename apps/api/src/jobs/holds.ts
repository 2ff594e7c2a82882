import crypto from 'node:crypto';
import os from 'node:os';
import type { ExecuteSql } from '#api/db/database.ts';

/**
 * The jobs this process is running, and its heartbeat (decision 0273). A job is held from the moment
 * its handler starts to the moment it ends; a process that stops beating for `deadAfterSeconds` is
 * gone, and its held jobs are handed back (`reap`) for the caller to fail through pg-boss, which
 * retries them. Our tables (job_workers, job_holds), never pg-boss's.
 */
export interface Holds {
  readonly instance: string;
  hold(queue: string, ids: string[]): Promise<void>;
  release(ids: string[]): Promise<void>;
  /** Beats, and returns the jobs of processes that stopped beating (their holds are removed). */
  reap(deadAfterSeconds: number): Promise<{ queue: string; id: string }[]>;
  stop(): Promise<void>;
}

const REGISTER = `insert into job_workers (instance, pid, host) values ($1, $2, $3)`;
const HOLD = `insert into job_holds (job_id, queue, instance)
  select unnest($1::uuid[]), $2, $3
  on conflict (job_id) do update set instance = excluded.instance, held_at = now()`;
const RELEASE = `delete from job_holds where job_id = any($1::uuid[]) and instance = $2`;
// One statement: this process beats; the processes silent for too long go, and their holds with them.
const REAP = `with beat as (
    update job_workers set beat_at = now() where instance = $1
  ), gone as (
    delete from job_workers
    where instance <> $1 and beat_at < now() - make_interval(secs => $2::float8)
  )
  delete from job_holds h
  where h.instance <> $1 and not exists (
    select 1 from job_workers w
    where w.instance = h.instance and w.beat_at >= now() - make_interval(secs => $2::float8))
  returning h.job_id::text as id, h.queue`;
const LEAVE = `delete from job_workers where instance = $1`;

export async function registerHolds(executeSql: ExecuteSql): Promise<Holds> {
  const instance = crypto.randomUUID();
  await executeSql(REGISTER, [instance, process.pid, os.hostname()]);
  return {
    instance,
    async hold(queue, ids) {
      if (ids.length) await executeSql(HOLD, [ids, queue, instance]);
    },
    async release(ids) {
      if (ids.length) await executeSql(RELEASE, [ids, instance]);
    },
    async reap(deadAfterSeconds) {
      const { rows } = (await executeSql(REAP, [instance, deadAfterSeconds])) as {
        rows: { id: string; queue: string }[];
      };
      return rows;
    },
    async stop() {
      // Jobs still held are finished by pg-boss's graceful stop first; what is left is handed back.
      await executeSql(LEAVE, [instance]);
    },
  };
}
