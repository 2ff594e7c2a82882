import { sql, type Kysely } from 'kysely';

// Decision 0281: our code announces the jobs it creates (jobs/wake.ts, NOTIFY_JOB) instead of a trigger
// that earlier releases installed on pg-boss's job table (decision 0161). This removes that trigger and
// its function from a database made by an earlier release: the one statement of ours that still names
// pg-boss's schema, to take out what we had put there. Nothing to do on a database pg-boss has not made
// yet (this migration runs before pg-boss starts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`do $$
    begin
      if to_regclass('pgboss.job') is not null then
        drop trigger if exists arcanes_job_wake on pgboss.job;
      end if;
      if to_regnamespace('pgboss') is not null then
        drop function if exists pgboss.arcanes_job_wake();
      end if;
    end $$`.execute(db);
}

// Nothing to put back: the release before this one installed the trigger itself at every start.
export async function down(): Promise<void> {}
