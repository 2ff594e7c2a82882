import type { Db } from '#api/db/tx.ts';

export async function insertContactMessage(
  db: Db,
  m: { name: string; email: string; message: string; lang: string; ip: string | null },
) {
  return db.insertInto('contact_messages').values(m).returning(['id']).executeTakeFirstOrThrow();
}

export async function findContactMessage(db: Db, id: number) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markContactMailed(db: Db, id: number) {
  await db.updateTable('contact_messages').set({ mailed_at: new Date() }).where('id', '=', id).execute();
}
