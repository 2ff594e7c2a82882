import { sql, type Kysely } from 'kysely';

// The wallet page's balance is read with the session and kept in memory with it (decision 0160): a
// change of balance, whatever writes it (a top-up, a debit, a refund, an adjustment, psql), announces
// the user on the session channel like a role or password change, so no process shows an old balance.
const WATCHED = `old.role is distinct from new.role
        or old.password_hash is distinct from new.password_hash
        or old.email is distinct from new.email
        or old.username is distinct from new.username
        or old.deleted_at is distinct from new.deleted_at`;

async function usersTrigger(db: Kysely<unknown>, condition: string): Promise<void> {
  await sql`drop trigger if exists users_notify on users`.execute(db);
  await sql
    .raw(
      `create trigger users_notify after update on users for each row
     when (${condition})
     execute function notify_user_change()`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await usersTrigger(db, `${WATCHED}\n        or old.balance_cents is distinct from new.balance_cents`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await usersTrigger(db, WATCHED);
}
