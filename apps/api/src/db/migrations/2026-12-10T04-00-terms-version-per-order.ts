import { sql, type Kysely } from 'kysely';

// Issue 41: the terms (CGV) are accepted with each purchase, not only at registration. Each top-up and
// each reading order keeps the version of the terms in force when it was made (TERMS_VERSION,
// packages/contracts/src/legal-texts.ts). Rows made before this change stay empty: nobody recorded it then.
// Each reading order is confirmed by e-mail once (its confirmation job, safe to run twice): when it went.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments add column terms_version text`.execute(db);
  await sql`alter table reading_order_acceptances add column terms_version text`.execute(db);
  await sql`alter table readings add column confirmation_sent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop column if exists terms_version`.execute(db);
  await sql`alter table reading_order_acceptances drop column if exists terms_version`.execute(db);
  await sql`alter table readings drop column if exists confirmation_sent_at`.execute(db);
}
