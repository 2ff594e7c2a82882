import type { Db } from '#api/db/tx.ts';

export async function insertReadingDataAcceptance(
  db: Db,
  a: { userId: number; textVersion: string; ip: string | null; userAgent: string | null },
) {
  return db
    .insertInto('reading_data_acceptances')
    .values({ user_id: a.userId, text_version: a.textVersion, ip: a.ip, user_agent: a.userAgent })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function latestReadingDataAcceptance(db: Db, userId: number, textVersion: string) {
  return db
    .selectFrom('reading_data_acceptances')
    .selectAll()
    .where('user_id', '=', userId)
    .where('text_version', '=', textVersion)
    .orderBy('accepted_at', 'desc')
    .executeTakeFirst();
}
