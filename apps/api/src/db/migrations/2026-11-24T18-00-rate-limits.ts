import { sql, type Kysely } from 'kysely';

// Rate-limit counters shared by every API process on one PostgreSQL (one row per route or limiter and
// key, e.g. an address or an account), so N processes do not allow N times the limit. Unlogged: a
// counter is worth no WAL write per request, and losing them in a crash only resets the windows.
// Expired rows are reused by the next hit and purged by the `rate-limits-purge` job.
const statements = [
  `create unlogged table rate_limits (
     key text primary key,
     hits integer not null check (hits > 0),
     expires_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limits`.execute(db);
}
