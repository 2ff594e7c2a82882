import { sql, type Kysely } from 'kysely';

// An optional ceiling the customer sets on their own top-ups per calendar month (Paris time), checked
// before a checkout is opened. Null: no ceiling.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column monthly_topup_limit_cents bigint check (monthly_topup_limit_cents > 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists monthly_topup_limit_cents`.execute(db);
}
