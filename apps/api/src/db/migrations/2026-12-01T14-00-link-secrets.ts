import { sql, type Kysely } from 'kysely';

// Secrets the site signs its own links with (the one-click unsubscribe of the morning e-mail,
// decision 0277): made once by the first process that needs one, then shared by every process through
// the database, so no setting has to be given and kept alike on each of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table link_secrets (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table link_secrets`.execute(db);
}
