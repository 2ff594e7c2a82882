import { sql, type Kysely } from 'kysely';

// A reading keeps the answer it gave (a retried request with the same Idempotency-Key gets it back),
// a fingerprint of the request (the same key with another request is refused), the message id the
// mailer accepted (proof of delivery), and the history lists readings by status for the sweeper.
const statements = [
  `alter table readings add column answer jsonb`,
  `alter table readings add column request_hash text`,
  `alter table readings add column mail_message_id text`,
  `create index readings_status_idx on readings (status, created_at) where status in ('pending', 'queued', 'writing', 'failed')`,
  `create index ai_calls_reading_idx on ai_calls (reading_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ai_calls_reading_idx`.execute(db);
  await sql`drop index if exists readings_status_idx`.execute(db);
  await sql`alter table readings drop column if exists mail_message_id`.execute(db);
  await sql`alter table readings drop column if exists request_hash`.execute(db);
  await sql`alter table readings drop column if exists answer`.execute(db);
}
