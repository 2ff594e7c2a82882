import { sql, type Kysely } from 'kysely';

// Issue 37: the GDPR export is written by a job to a file and its link e-mailed (decision 0355). One
// row per request: whose, in what state, where the file is and until when its link is valid. The
// audit rows of the account are read by the acting-user and target indexes (growth indexes).
const statements = [
  `create table data_exports (
     id uuid primary key default gen_random_uuid(),
     user_id int4 not null references users (id) on delete cascade,
     status text not null default 'pending' check (status in ('pending', 'ready', 'expired')),
     lang text not null check (lang in ('fr', 'en')),
     requested_at timestamptz not null default now(),
     ready_at timestamptz,
     expires_at timestamptz,
     bytes int8,
     rows int8
   )`,
  `create index data_exports_user_idx on data_exports (user_id, requested_at desc)`,
  `create index data_exports_expiry_idx on data_exports (expires_at) where status = 'ready'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists data_exports`.execute(db);
}
