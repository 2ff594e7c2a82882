import { sql, type Kysely } from 'kysely';

// The session kept in memory now holds the account's registered sex too (a tarot reading agrees with
// the asker, read without a statement, like the first name of decision 0264): a change of it drops the
// user's sessions like a change of first name, instead of passing for a change of balance.
const trigger = (
  watched: string,
) => `create or replace function notify_user_change() returns trigger language plpgsql as $$
   declare
     n int;
   begin
     if ${watched} then
       perform pg_notify('arcanes_session', old.id::text);
     else
       n := coalesce(nullif(current_setting('arcanes.balance_notices', true), ''), '0')::int + 1;
       perform set_config('arcanes.balance_notices', n::text, true);
       perform pg_notify('arcanes_session', old.id::text || ':' || new.balance_cents::text || ':' || n::text);
     end if;
     return null;
   end $$`;

const BEFORE = `old.role is distinct from new.role
        or old.password_hash is distinct from new.password_hash
        or old.email is distinct from new.email
        or old.username is distinct from new.username
        or old.deleted_at is distinct from new.deleted_at
        or old.first_name is distinct from new.first_name`;

/** The function, and the trigger that calls it when a watched column or the balance changes. */
async function install(db: Kysely<unknown>, watched: string): Promise<void> {
  await sql.raw(trigger(watched)).execute(db);
  await sql`drop trigger if exists users_notify on users`.execute(db);
  await sql
    .raw(
      `create trigger users_notify after update on users for each row
     when (${watched}
        or old.balance_cents is distinct from new.balance_cents)
     execute function notify_user_change()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await install(db, `${BEFORE}\n        or old.sexe is distinct from new.sexe`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await install(db, BEFORE);
}
