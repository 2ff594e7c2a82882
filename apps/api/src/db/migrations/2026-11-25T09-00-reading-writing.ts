import { sql, type Kysely } from 'kysely';

// The intuitive reading as checked paragraphs, each with the facts it rests on, and what wrote it
// (a model, or the offline writer's rules): what the reading page, « Pourquoi ? » and the PDF show.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table readings add column ai_writing jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table readings drop column if exists ai_writing`.execute(db);
}
