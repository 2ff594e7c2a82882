import { sql, type Kysely } from 'kysely';

// Issue 37: what erasing an account would give back is read from the account's readings not yet
// delivered (erasureTotals), not from every debit the account ever made: an index of those readings by
// their owner, small whatever the account's history (decision 0370).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists readings_user_open_idx on readings (user_id)
    where status in ('pending', 'queued', 'writing', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists readings_user_open_idx`.execute(db);
}
