import type { Db } from '#api/db/tx.ts';

/** The day's card, unless the customer already has one for that day (then undefined). */
export async function insertDailyCard(
  db: Db,
  row: { userId: number; day: string; cardId: string; reversed: boolean },
) {
  return db
    .insertInto('daily_cards')
    .values({ user_id: row.userId, day: row.day, card_id: row.cardId, reversed: row.reversed })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning(['card_id', 'reversed', 'created_at'])
    .executeTakeFirst();
}

export async function findDailyCard(db: Db, userId: number, day: string) {
  return db
    .selectFrom('daily_cards')
    .select(['card_id', 'reversed', 'created_at'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
}
