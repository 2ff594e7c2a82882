import { sql, type Kysely } from 'kysely';

// Issue 41: the withdrawal function for a visitor and for a queued PDF reading, the acknowledgement's
// address chosen by the customer, and reports of reviews (decisions 0350–0352).
// - withdrawals.ack_email: where the acknowledgement went (the address the customer chose, or typed on
//   the visitor form); requester_name: the name given on the visitor form (null from the account).
// - readings.withdrawn_at: the customer withdrew from this reading before its writing started (its
//   price went back to the wallet's funds, the reading is refunded and never written).
// - review_reports: a report of a public review (DSA art. 16), and what the moderator did with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawals add column ack_email text check (length(ack_email) <= 254)`.execute(db);
  await sql`alter table withdrawals add column requester_name text check (length(requester_name) <= 160)`.execute(
    db,
  );
  await sql`alter table readings add column withdrawn_at timestamptz`.execute(db);
  await sql`create table review_reports (
    id uuid primary key default gen_random_uuid(),
    review_id uuid not null references reviews(id) on delete cascade,
    reporter_id integer references users(id) on delete set null,
    reason text not null check (reason in ('illegal', 'hateful', 'personal_data', 'fake', 'spam', 'other')),
    details text check (length(details) <= 1000),
    email text check (length(email) <= 254),
    created_at timestamptz not null default now(),
    status text not null default 'open' check (status in ('open', 'upheld', 'dismissed')),
    handled_at timestamptz,
    handled_by integer references users(id) on delete set null,
    check ((status = 'open') = (handled_at is null))
  )`.execute(db);
  await sql`create index review_reports_open_idx on review_reports (status, created_at)`.execute(db);
  await sql`create index review_reports_review_idx on review_reports (review_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists review_reports`.execute(db);
  await sql`alter table readings drop column if exists withdrawn_at`.execute(db);
  await sql`alter table withdrawals drop column if exists requester_name`.execute(db);
  await sql`alter table withdrawals drop column if exists ack_email`.execute(db);
}
