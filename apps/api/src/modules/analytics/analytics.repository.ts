import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** One statement: concurrent views of the same page on the same day all count. */
export async function incrementPageView(db: Db, day: string, path: string): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ day, path, views: 1 })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ views: sql<number>`page_views.views + 1` }))
    .execute();
}

export async function pageViewsSince(db: Db, since: string): Promise<{ path: string; views: number }[]> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (e) => e.fn.sum<number>('views').as('views')])
    .where('day', '>=', since)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute();
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}
