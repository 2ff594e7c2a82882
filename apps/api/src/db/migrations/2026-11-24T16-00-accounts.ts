import { sql, type Kysely } from 'kysely';

// Accounts: an administrator made by `npm run admin:create`, and an erased (anonymised) user, have no
// sex on record; a password-reset e-mail records when it went out so a re-run job does not send it
// twice; reset requests are counted per user and hour.
const statements = [
  `alter table users alter column sexe drop not null`,
  `alter table password_resets add column mailed_at timestamptz`,
  `create index password_resets_user_idx on password_resets (user_id, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists password_resets_user_idx`.execute(db);
  await sql`alter table password_resets drop column if exists mailed_at`.execute(db);
  await sql`update users set sexe = 'femme' where sexe is null`.execute(db);
  await sql`alter table users alter column sexe set not null`.execute(db);
}
