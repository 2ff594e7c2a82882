import { sql, type Kysely } from 'kysely';

// First-party audience measure, counted only after the visitor's analytics consent: one counter
// per page and day, nothing about the visitor (no IP, no identifier, no user agent).
const statements = [
  `create table page_views (
     day date not null,
     path text not null check (length(path) between 1 and 100),
     views bigint not null default 0 check (views >= 0),
     primary key (day, path)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists page_views`.execute(db);
}
