import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

/**
 * pg-boss 10's schema (version 24, frozen: that major is over), read once by the upgrade to pg-boss 12
 * (decision 0320). pg-boss 11 and 12 cannot migrate it (their migrations start at 25), and neither
 * offers a way to list another major's jobs, so its waiting jobs are read here and handed to pg-boss 12
 * through its public `insert()`. The only place our code names a pg-boss schema (the guard in
 * scripts/lint-rules.test.ts allows this file alone).
 */
export const PGBOSS_10_SCHEMA = 'pgboss_v10';

export interface PgBoss10Job {
  id: string;
  name: string;
  data: unknown;
  priority: number;
  state: 'created' | 'retry' | 'active';
  retryLimit: number;
  retryCount: number;
  retryDelay: number;
  retryBackoff: boolean;
  startAfter: Date;
  singletonKey: string | null;
  expireInSeconds: number;
}

/** Moves pg-boss 10's schema aside, so that pg-boss 12 installs its own under the usual name. */
export async function setAsidePgBoss10Schema(db: Db): Promise<void> {
  await sql`alter schema pgboss rename to ${sql.id(PGBOSS_10_SCHEMA)}`.execute(db);
}

export async function pgBoss10SchemaSetAside(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select to_regnamespace(${PGBOSS_10_SCHEMA}) is not null as found`.execute(db);
  return rows[0]!.found;
}

/** The jobs not finished: waiting, waiting for a retry, or running when the last release stopped. */
export async function pgBoss10UnfinishedJobs(db: Db): Promise<PgBoss10Job[]> {
  const { rows } = await sql<PgBoss10Job>`
    select id::text as id, name, data, priority, state::text as state, retry_limit as "retryLimit",
      retry_count as "retryCount", retry_delay as "retryDelay", retry_backoff as "retryBackoff",
      start_after as "startAfter", singleton_key as "singletonKey",
      extract(epoch from expire_in)::int as "expireInSeconds"
    from ${sql.id(PGBOSS_10_SCHEMA, 'job')}
    where state in ('created', 'retry', 'active')
    order by created_on`.execute(db);
  return rows.map((r) => ({ ...r, startAfter: new Date(r.startAfter) }));
}

/** pg-boss's documented uninstall, once its jobs are carried over. */
export async function dropPgBoss10Schema(db: Db): Promise<void> {
  await sql`drop schema ${sql.id(PGBOSS_10_SCHEMA)} cascade`.execute(db);
}
