import { sql, type Kysely } from 'kysely';

// Issue 37: the administrators' forecasts and reviews are read by keyset in the order their pages show
// them (decision 0305); each order is an index range, whatever the tables' size. Each statement runs
// alone (PGlite's extended protocol takes one statement per query).
const statements = [
  `create index if not exists subscriptions_end_idx on subscriptions (end_date desc, id desc)`,
  // Pending reviews oldest first (the moderation queue), the others by their decision, newest first.
  `create index if not exists reviews_status_created_idx on reviews (status, created_at, id)`,
  `create index if not exists reviews_status_moderated_idx on reviews (status, moderated_at desc, id desc)
     where moderated_at is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['subscriptions_end_idx', 'reviews_status_created_idx', 'reviews_status_moderated_idx'])
    await sql.raw(`drop index if exists ${name}`).execute(db);
}
