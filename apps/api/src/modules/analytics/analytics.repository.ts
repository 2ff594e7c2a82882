import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

/** One statement: concurrent views of the same page on the same day all count. */
export async function incrementPageView(db: Db, day: string, path: string): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ day, path, views: 1 })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ views: sql<number>`page_views.views + 1` }))
    .execute();
}

/** Views per page from `since` to `until` (YYYY-MM-DD, both included), most viewed first. */
export async function pageViewsBetween(
  db: Db,
  since: string,
  until: string,
): Promise<{ path: string; views: number }[]> {
  const rows = await db
    .selectFrom('page_views')
    .select(['path', (e) => e.fn.sum<number>('views').as('views')])
    .where('day', '>=', since)
    .where('day', '<=', until)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .execute();
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

/** Views per day from `since` to `until`, days without views left out. */
export async function pageViewsByDayBetween(
  db: Db,
  since: string,
  until: string,
): Promise<{ day: string; views: number }[]> {
  const rows = await db
    .selectFrom('page_views')
    .select(['day', (e) => e.fn.sum<number>('views').as('views')])
    .where('day', '>=', since)
    .where('day', '<=', until)
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: String(r.day), views: Number(r.views) }));
}
