import type { Kysely } from 'kysely';
import type { PageviewsResponse } from '@arcanes/contracts/analytics';
import type { Database } from '../../db/schema';
import { incrementPageView, pageViewsSince } from './analytics.repository';

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts one view of `path` (already normalised by the contract) for today (UTC). The web calls this
 * only once the visitor has accepted audience measurement; no visitor data is kept.
 */
export async function recordPageView(db: Kysely<Database>, path: string, now = new Date()): Promise<void> {
  await incrementPageView(db, utcDay(now), path);
}

/** Views per page over the last `days` days, today included, most viewed first. */
export async function pageViewReport(db: Kysely<Database>, days: number, now = new Date()): Promise<PageviewsResponse> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const pages = await pageViewsSince(db, utcDay(since));
  return { days, since: utcDay(since), total: pages.reduce((sum, p) => sum + p.views, 0), pages };
}
