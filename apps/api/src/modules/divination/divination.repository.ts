import type { DeckSlot } from '@arcanes/domain/tarot/card';
import type { Db } from '#api/db/tx.ts';

export async function insertDraw(
  db: Db,
  row: {
    userId: number;
    option: number;
    count: number;
    deck: readonly DeckSlot[];
    readingId?: string | null;
  },
) {
  return db
    .insertInto('tarot_draws')
    .values({
      user_id: row.userId,
      option: row.option,
      card_count: row.count,
      deck: JSON.stringify(row.deck),
      reading_id: row.readingId ?? null,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function findDraw(db: Db, id: string, userId: number) {
  return db
    .selectFrom('tarot_draws')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Ties the draw to its reading once: false when another reading already took it. */
export async function claimDraw(db: Db, id: string, userId: number, readingId: string): Promise<boolean> {
  const result = await db
    .updateTable('tarot_draws')
    .set({ reading_id: readingId })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('reading_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
