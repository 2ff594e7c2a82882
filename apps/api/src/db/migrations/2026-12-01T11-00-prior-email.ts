import { sql, type Kysely } from 'kysely';

// A new address is its owner's only once they open the link sent to it (issue 34): until then, PDF
// readings and notices for the owner's eyes keep going to the address it replaced — the last one
// confirmed, or the one the account was opened with while none was — held in `prior_email`, cleared
// when the new address is confirmed. An account whose address is unconfirmed today takes the last
// address it confirmed, else the first one a link was sent to (its registration's), when it differs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column prior_email text`.execute(db);
  await sql`
    update users u
       set prior_email = coalesce(
         (select v.email from email_verifications v
           where v.user_id = u.id and v.used_at is not null
           order by v.used_at desc, v.id desc limit 1),
         (select v.email from email_verifications v
           where v.user_id = u.id
           order by v.created_at, v.id limit 1))
     where u.email_verified_at is null and u.deleted_at is null`.execute(db);
  await sql`update users set prior_email = null where prior_email = email`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists prior_email`.execute(db);
}
