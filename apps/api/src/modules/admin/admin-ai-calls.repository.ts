import type { Db } from '#api/db/tx.ts';
import { boundedCount, keysetPage, type KeysetSpec } from '#api/lib/paging.ts';

export interface AiCallFilter {
  readingId?: string;
  cursor?: string;
  limit: number;
}

/** Newest first: the index `ai_calls_created_idx` (or `ai_calls_reading_idx` for one reading). */
export const AI_CALLS_PAGE: KeysetSpec = {
  list: 'admin-ai-calls',
  sort: 'created_at',
  sortType: 'timestamptz',
  id: 'id',
  idType: 'bigint',
  direction: 'desc',
};

/**
 * One page of calls without their prompt and response (those are read one at a time, on demand),
 * and how many match, counted up to `countCap`.
 */
export async function listAiCalls(db: Db, f: AiCallFilter, countCap: number) {
  let base = db.selectFrom('ai_calls');
  if (f.readingId) base = base.where('reading_id', '=', f.readingId);
  const [page, count] = await Promise.all([
    keysetPage(
      base.select([
        'id',
        'reading_id',
        'user_id',
        'service',
        'provider',
        'model',
        'status',
        'error',
        'latency_ms',
        'tokens_in',
        'tokens_out',
        'created_at',
      ]),
      AI_CALLS_PAGE,
      { cursor: f.cursor, limit: f.limit },
      f.limit,
    ),
    // A bounded count: at most countCap + 1 matching rows are read, whatever the table's size.
    boundedCount(db, base, countCap),
  ]);
  return { ...page, ...count };
}

export async function findAiCall(db: Db, id: number) {
  return db.selectFrom('ai_calls').selectAll().where('id', '=', id).executeTakeFirst();
}
