import { sql, type Kysely } from 'kysely';

// The card of the day: one server draw per customer and Paris day, kept so that the card stays the
// same all day (the primary key makes two requests at once keep one draw). Goes with the account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table daily_cards (
    user_id integer not null references users(id) on delete cascade,
    day date not null,
    card_id text not null check (length(card_id) between 1 and 40),
    reversed boolean not null,
    created_at timestamptz not null default now(),
    primary key (user_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists daily_cards`.execute(db);
}
