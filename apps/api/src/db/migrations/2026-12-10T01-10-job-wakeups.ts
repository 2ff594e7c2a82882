import { sql, type Kysely } from 'kysely';

// When a job becomes due later (decision 0281): sent to start later, or failed and retried by pg-boss
// after its delay. Our code writes a row when it does either; each worker process's due check takes the
// rows that are due (one process gets each) and wakes its workers of that queue. It replaces a query of
// pg-boss's job table: our tables, never pg-boss's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job_wakeups (
      queue text not null,
      due_at timestamptz not null
    )`.execute(db);
  await sql`create index job_wakeups_due_idx on job_wakeups (due_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists job_wakeups`.execute(db);
}
