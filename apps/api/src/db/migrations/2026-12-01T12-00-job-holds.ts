import { sql, type Kysely } from 'kysely';

// Which process holds which job (issue 40, decision 0273): each process that works jobs beats every few
// seconds in `job_workers`, and records the jobs it is running in `job_holds`. A process that stops
// beating (killed, crashed) leaves its jobs there; another process fails them through pg-boss's API,
// which retries them at once — instead of waiting for pg-boss's expiry (15 minutes). Our own tables:
// pg-boss's are its own.
const statements = [
  `create table job_workers (
        instance text primary key,
        pid integer not null,
        host text not null,
        started_at timestamptz not null default now(),
        beat_at timestamptz not null default now()
      )`,
  `create table job_holds (
        job_id uuid primary key,
        queue text not null,
        instance text not null,
        held_at timestamptz not null default now()
      )`,
  `create index job_holds_instance_idx on job_holds (instance)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_holds`.execute(db);
  await sql`drop table if exists job_workers`.execute(db);
}
