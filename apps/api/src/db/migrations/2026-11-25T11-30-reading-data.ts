import { sql, type Kysely } from 'kysely';

// The customer's acceptance, at their first order, of what a reading sends to the interpreter (the AI
// model): proof of which text they read (its version) and when. It is part of the contract, not a
// cookie: the cookie banner no longer asks about it.
const statements = [
  `create table reading_data_acceptances (
        id serial primary key,
        user_id integer references users(id) on delete cascade,
        text_version text not null,
        accepted_at timestamptz not null default now(),
        ip text,
        user_agent text
      )`,
  `create index reading_data_acceptances_user_idx on reading_data_acceptances (user_id, accepted_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reading_data_acceptances`.execute(db);
}
