import { sql, type Kysely } from 'kysely';

// Issue 37: a customer's own reviews are read by keyset, newest first (decision 0305): the page is an
// index range of their reviews, however many they wrote. The index by author alone, which it covers
// (an erasure deletes by author), goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists reviews_user_created_idx on reviews (user_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`drop index if exists reviews_user_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists reviews_user_idx on reviews (user_id)`.execute(db);
  await sql`drop index if exists reviews_user_created_idx`.execute(db);
}
