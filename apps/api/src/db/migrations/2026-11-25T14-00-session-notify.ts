import { sql, type Kysely } from 'kysely';

// Each API process keeps resolved sessions in memory for a few seconds (decision 0160). Whatever ends
// or changes a session — logout, expiry, an activity stamp, a password change or reset, an e-mail or
// username change, a role change, erasure — writes one of these two tables, so the database itself
// announces it on the `arcanes_session` channel (the user's id), with the commit, to every process.
const statements = [
  `create function notify_session_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify('arcanes_session', old.user_id::text);
     return null;
   end $$`,
  `create function notify_user_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify('arcanes_session', old.id::text);
     return null;
   end $$`,
  // Updates too: an activity stamp or a changed expiry must be re-read, not served from memory.
  `create trigger sessions_notify after update or delete on sessions
     for each row execute function notify_session_change()`,
  `create trigger users_notify after update on users for each row
     when (old.role is distinct from new.role
        or old.password_hash is distinct from new.password_hash
        or old.email is distinct from new.email
        or old.username is distinct from new.username
        or old.deleted_at is distinct from new.deleted_at)
     execute function notify_user_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists users_notify on users`.execute(db);
  await sql`drop trigger if exists sessions_notify on sessions`.execute(db);
  await sql`drop function if exists notify_user_change()`.execute(db);
  await sql`drop function if exists notify_session_change()`.execute(db);
}
