import { sql, type Kysely } from 'kysely';

// Each reading order records the sentence shown beside its button (immediate execution, and the loss
// of the withdrawal right once the reading is delivered, L221-28 13°): when it was accepted and which
// version of the wording, linked to the reading it paid for.
const statements = [
  `create table reading_order_acceptances (
        id serial primary key,
        user_id integer references users(id) on delete set null,
        reading_id uuid references readings(id) on delete set null,
        route text not null,
        text_version text not null,
        accepted_at timestamptz not null default now()
      )`,
  `create index reading_order_acceptances_reading_idx on reading_order_acceptances (reading_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reading_order_acceptances`.execute(db);
}
