import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const THIS = '2026-12-10T01-00-no-wake-trigger';

test('a database of an earlier release loses the wake trigger it had on the job table; its jobs stay', async () => {
  await databaseBefore(THIS, async ({ db }) => {
    // What the earlier release's start installed (jobs/wake.ts before decision 0281), on a job table
    // that stands for pg-boss's.
    await sql`create schema pgboss`.execute(db);
    await sql`create table pgboss.job (id int primary key, name text not null)`.execute(db);
    await sql`insert into pgboss.job values (1, 'reading-delivery')`.execute(db);
    await sql`create function pgboss.arcanes_job_wake() returns trigger language plpgsql as $$
      begin perform pg_notify('arcanes_jobs', new.name); return null; end $$`.execute(db);
    await sql`create trigger arcanes_job_wake after insert on pgboss.job
      for each row execute function pgboss.arcanes_job_wake()`.execute(db);
    const ours = async () =>
      (
        await sql<{ triggers: number; functions: number }>`select
          (select count(*)::int from pg_trigger where tgname = 'arcanes_job_wake') as triggers,
          (select count(*)::int from pg_proc where proname = 'arcanes_job_wake') as functions`.execute(db)
      ).rows[0];
    expect(await ours()).toEqual({ triggers: 1, functions: 1 });

    expect((await migrateToLatest(db)).error).toBeUndefined();
    expect(await ours()).toEqual({ triggers: 0, functions: 0 });
    const { rows } = await sql<{ name: string }>`select name from pgboss.job`.execute(db);
    expect(rows).toEqual([{ name: 'reading-delivery' }]);
  });
});
