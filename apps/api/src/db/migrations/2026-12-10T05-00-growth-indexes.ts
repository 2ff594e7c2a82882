import { sql, type Kysely } from 'kysely';

// Issue 37: every filter and sort of the admin pages and the customer lists reads an index, so that
// a page costs the same on a database of a few years as on an empty one. Each statement runs alone
// (PGlite's extended protocol takes one statement per query). `if not exists` everywhere: a database
// where an operator already built one by hand (concurrently, in production) keeps it.
const statements = [
  // Readings, payments, AI calls by date: the dashboard's 30-day window and the admin lists' order.
  `create index if not exists readings_created_idx on readings (created_at desc, id desc)`,
  `create index if not exists payments_created_idx on payments (created_at desc, id desc)`,
  `create index if not exists payments_status_created_idx on payments (status, created_at desc, id desc)`,
  `create index if not exists ai_calls_created_idx on ai_calls (created_at desc, id desc)`,
  // The ledger's payment link (what was withdrawn from a payment, what a top-up credited).
  `create index if not exists ledger_payment_idx on ledger_entries (payment_id) where payment_id is not null`,
  `create index if not exists ledger_reading_idx on ledger_entries (reading_id) where reading_id is not null`,
  // Audit: newest first, by acting user, by the label of an actor without account, by target, by
  // action (byte order, so that « admin.user » and everything under it is one index range, and the
  // distinct action names are read by skipping through the index).
  `create index if not exists audit_log_at_id_idx on audit_log (at desc, id desc)`,
  `create index if not exists audit_log_actor_idx on audit_log (actor_id, at desc, id desc)`,
  `create index if not exists audit_log_actor_label_idx on audit_log (lower(actor_label), at desc, id desc) where actor_label is not null`,
  `create index if not exists audit_log_target_idx on audit_log (target, at desc, id desc)`,
  `create index if not exists audit_log_action_idx on audit_log ((action collate "C"), at desc, id desc)`,
  `drop index if exists audit_log_at_idx`,
  // Sessions in use (the dashboard's online count reads the recent ones, not one probe per user).
  `create index if not exists sessions_last_used_idx on sessions (last_used_at)`,
  // Admin users: the sorts on columns that do not change at each login or purchase (an index on
  // the wallet or the login time would make every debit and login rewrite it), and the search by
  // trigram on the five searched texts at once.
  `create index if not exists users_created_idx on users (created_at desc, id desc) where deleted_at is null`,
  `create index if not exists users_first_name_idx on users (lower(first_name), id) where deleted_at is null`,
  `create index if not exists users_last_name_idx on users (lower(last_name), id) where deleted_at is null`,
  `create extension if not exists pg_trgm`,
  `create index if not exists users_search_trgm_idx on users using gin (
     (lower(username) || ' ' || lower(email) || ' ' || lower(first_name) || ' ' || lower(last_name)) gin_trgm_ops)
     where deleted_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'users_search_trgm_idx',
    'users_last_name_idx',
    'users_first_name_idx',
    'users_created_idx',
    'sessions_last_used_idx',
    'audit_log_action_idx',
    'audit_log_target_idx',
    'audit_log_actor_label_idx',
    'audit_log_actor_idx',
    'audit_log_at_id_idx',
    'ledger_reading_idx',
    'ledger_payment_idx',
    'ai_calls_created_idx',
    'payments_status_created_idx',
    'payments_created_idx',
    'readings_created_idx',
  ])
    await sql.raw(`drop index if exists ${name}`).execute(db);
  await sql`create index if not exists audit_log_at_idx on audit_log (at desc)`.execute(db);
}
