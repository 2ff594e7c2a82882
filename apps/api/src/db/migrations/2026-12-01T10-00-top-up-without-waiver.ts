import { sql, type Kysely } from 'kysely';

// A top-up is not a consultation: its payment no longer records a request for immediate execution nor
// a waiver of withdrawal (each reading's order does, in reading_order_acceptances). The columns stay
// for the top-ups that recorded them; later payments leave them empty.
const COLUMNS = ['immediate_execution_at', 'withdrawal_waiver_at', 'waiver_text_version'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS)
    await sql.raw(`alter table payments alter column ${column} drop not null`).execute(db);
}

// Back to NOT NULL only while no payment lacks them: a waiver the buyer never gave is not invented.
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS)
    await sql.raw(`alter table payments alter column ${column} set not null`).execute(db);
}
