import type { Kysely } from 'kysely';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import type { Database } from '#api/db/schema.ts';
import { incrementPageView, pageViewsBetween, pageViewsByDayBetween } from './analytics.repository';

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts one view of `path` (already normalised by the contract) for today (UTC). The web calls this
 * only once the visitor has accepted audience measurement; no visitor data is kept.
 */
export async function recordPageView(db: Kysely<Database>, path: string, now = new Date()): Promise<void> {
  await incrementPageView(db, utcDay(now), path);
}

/** Views per page (most viewed first) and per day (every day, oldest first) over the last `days` days, today included. */
export async function pageViewReport(
  db: Kysely<Database>,
  days: number,
  now = new Date(),
): Promise<PageviewsResponse> {
  const day = (back: number) =>
    utcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back)));
  const since = day(days - 1);
  const until = day(0);
  const [pages, perDay] = await Promise.all([
    pageViewsBetween(db, since, until),
    pageViewsByDayBetween(db, since, until),
  ]);
  const viewsOn = new Map(perDay.map((d) => [d.day, d.views]));
  // Zero days are listed too, so that a chart of the period keeps one column per day.
  const byDay = Array.from({ length: days }, (_, i) => day(days - 1 - i)).map((date) => ({
    date,
    views: viewsOn.get(date) ?? 0,
  }));
  return { days, since, total: pages.reduce((sum, p) => sum + p.views, 0), pages, by_day: byDay };
}
