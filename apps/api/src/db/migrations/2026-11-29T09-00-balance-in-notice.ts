import { sql, type Kysely } from 'kysely';

// A change of balance alone now says the new balance in its notice (`<user id>:<balance>:<n>`), so
// that every process updates the session it keeps instead of dropping it and reading it again
// (decision 0247, « The balance in the notice »). Any change of role, password, e-mail, username or
// erasure still announces the user alone (`<user id>`), which drops the user's sessions. `n` counts
// the balance notices of the transaction: PostgreSQL delivers a payload repeated within a transaction
// once, at its first place, so 100 → 50 → 100 would otherwise end on « 50 » in the listeners.
const WATCHED = `old.role is distinct from new.role
        or old.password_hash is distinct from new.password_hash
        or old.email is distinct from new.email
        or old.username is distinct from new.username
        or old.deleted_at is distinct from new.deleted_at`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function notify_user_change() returns trigger language plpgsql as $$
   declare
     n int;
   begin
     if ${WATCHED} then
       perform pg_notify('arcanes_session', old.id::text);
     else
       n := coalesce(nullif(current_setting('arcanes.balance_notices', true), ''), '0')::int + 1;
       perform set_config('arcanes.balance_notices', n::text, true);
       perform pg_notify('arcanes_session', old.id::text || ':' || new.balance_cents::text || ':' || n::text);
     end if;
     return null;
   end $$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function notify_user_change() returns trigger language plpgsql as $$
   begin
     perform pg_notify('arcanes_session', old.id::text);
     return null;
   end $$`,
    )
    .execute(db);
}
