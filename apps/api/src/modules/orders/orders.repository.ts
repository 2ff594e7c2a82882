import type { Db } from '#api/db/tx.ts';

export async function insertAcceptance(
  db: Db,
  a: { userId: number; route: string; textVersion: string; termsVersion: string },
) {
  return db
    .insertInto('reading_order_acceptances')
    .values({
      user_id: a.userId,
      route: a.route,
      text_version: a.textVersion,
      terms_version: a.termsVersion,
    })
    .returning(['id', 'accepted_at'])
    .executeTakeFirstOrThrow();
}

export async function linkAcceptance(db: Db, id: number, readingId: string) {
  await db
    .updateTable('reading_order_acceptances')
    .set({ reading_id: readingId })
    .where('id', '=', id)
    .where('reading_id', 'is', null)
    .execute();
}

export async function acceptanceOfReading(db: Db, readingId: string) {
  return db
    .selectFrom('reading_order_acceptances')
    .selectAll()
    .where('reading_id', '=', readingId)
    .orderBy('id')
    .executeTakeFirst();
}
