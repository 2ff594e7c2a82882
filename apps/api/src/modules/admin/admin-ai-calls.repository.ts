import type { Db } from '#api/db/tx.ts';

export interface AiCallFilter {
  readingId?: string;
  limit: number;
  offset: number;
}

/** Every call to a writer, newest first (one reading's when asked), with the total for the pager. */
export async function listAiCalls(db: Db, f: AiCallFilter) {
  let base = db.selectFrom('ai_calls');
  if (f.readingId) base = base.where('reading_id', '=', f.readingId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
