import { sql, type Kysely } from 'kysely';

// Issue 37: the administrators' list of accounts sorted by wallet, last login, number of logins or role
// is an index range, like its other sorts (2026-12-10T05-00): sorted from a scan of every live account,
// the wallet sort grew 3.1–4.6× from an empty database to one of 10 000 accounts (growth bench, scale
// 0.05), and would grow with every account. The price: a debit or a login now rewrites these index
// entries (no HOT update for the columns they hold); measured in decision 0305. The last login is sorted
// by two expressions (never-logged-in accounts last in both orders, admin-users.repository.ts): one index
// each. The search: statistics on the searched text, so that the planner knows how many accounts a
// search matches (it expected 3 of 10 000 for « dubois », which matched 1 900, and sorted them all):
// a common word walks the accounts newest first until the page is full, a rare one reads the trigram
// index. Each statement runs alone (PGlite's extended protocol takes one statement per query).
const statements = [
  `create index if not exists users_wallet_idx on users (balance_cents, id) where deleted_at is null`,
  `create index if not exists users_login_count_idx on users (login_count, id) where deleted_at is null`,
  `create index if not exists users_role_idx on users (role, id) where deleted_at is null`,
  `create index if not exists users_last_login_desc_idx on users
     ((coalesce(last_login_at, '0001-01-01T00:00:00Z'::timestamptz)), id) where deleted_at is null`,
  `create index if not exists users_last_login_asc_idx on users
     ((coalesce(last_login_at, '9999-12-31T00:00:00Z'::timestamptz)), id) where deleted_at is null`,
  `create statistics if not exists users_search_stats on
     ((lower(username) || ' ' || lower(email) || ' ' || lower(first_name) || ' ' || lower(last_name))) from users`,
  `analyze users`,
];

export const USERS_SORT_INDEXES = [
  'users_wallet_idx',
  'users_login_count_idx',
  'users_role_idx',
  'users_last_login_desc_idx',
  'users_last_login_asc_idx',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop statistics if exists users_search_stats`.execute(db);
  for (const name of USERS_SORT_INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}
