import { sql, type Kysely } from 'kysely';

// The tarot journal (decision 0202): a draw is its reading (spread, question, date and cards are in
// readings.inputs); only the customer's own note is new, one per reading, owned by the reading's
// customer (kept here too so that a note is checked and erased by its owner without a join).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tarot_journal_notes (
    reading_id uuid primary key references readings(id) on delete cascade,
    user_id integer not null references users(id) on delete cascade,
    note text not null check (length(note) between 1 and 2000),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index tarot_journal_notes_user on tarot_journal_notes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists tarot_journal_notes`.execute(db);
}
