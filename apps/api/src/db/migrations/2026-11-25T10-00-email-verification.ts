import { sql, type Kysely } from 'kysely';

// An e-mail address is the owner's only once they open a link sent to it (issue 16): until then the
// GDPR export and erasure leave out contact messages written from that address. Existing accounts
// start unverified. Only a token's SHA-256 is stored; the e-mail job makes the token when it mails it.
const statements = [
  `alter table users add column email_verified_at timestamptz`,
  `create table email_verifications (
     id integer generated always as identity primary key,
     user_id integer not null references users(id) on delete cascade,
     email text not null,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null,
     mailed_at timestamptz,
     used_at timestamptz
   )`,
  `create index email_verifications_user on email_verifications (user_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_verifications`.execute(db);
  await sql`alter table users drop column if exists email_verified_at`.execute(db);
}
