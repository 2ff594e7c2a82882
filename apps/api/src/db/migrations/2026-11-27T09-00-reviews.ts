import { sql, type Kysely } from 'kysely';

// Customer reviews (decision 0147): one per delivered reading, written by its buyer, published only
// after an administrator's moderation. The author's shown name (« Léa M. ») is kept as it was when
// the review was written; erasing the account deletes its reviews.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table reviews (
    id uuid primary key default gen_random_uuid(),
    reading_id uuid not null unique references readings(id) on delete cascade,
    user_id integer references users(id) on delete cascade,
    author text not null check (length(author) between 1 and 80),
    rating smallint not null check (rating between 1 and 5),
    text text not null check (length(text) between 1 and 600),
    lang text not null check (lang in ('fr', 'en')),
    status text not null default 'pending' check (status in ('pending', 'published', 'rejected')),
    created_at timestamptz not null default now(),
    moderated_at timestamptz,
    moderated_by integer references users(id) on delete set null,
    reject_reason text check (length(reject_reason) <= 300),
    check ((status = 'pending') = (moderated_at is null)),
    check ((status = 'rejected') = (reject_reason is not null))
  )`.execute(db);
  await sql`create index reviews_status_idx on reviews (status, moderated_at desc)`.execute(db);
  await sql`create index reviews_user_idx on reviews (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reviews`.execute(db);
}
