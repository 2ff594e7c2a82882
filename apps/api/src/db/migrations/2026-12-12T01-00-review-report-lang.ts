import { sql, type Kysely } from 'kysely';

// A review report's language: the acknowledgement and the decision are written to the reporter in the
// language they reported in (DSA art. 16(4) and 16(5); decision 0361).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_reports add column lang text not null default 'fr' check (lang in ('fr', 'en'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_reports drop column if exists lang`.execute(db);
}
