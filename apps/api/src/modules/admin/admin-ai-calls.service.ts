import {
  ADMIN_AI_CALLS_COUNT_CAP,
  type AdminAiCall,
  type AdminAiCallSummary,
  type AdminAiCallsResponse,
} from '@arcanes/contracts/admin';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { findAiCall, listAiCalls } from './admin-ai-calls.repository';

type Row = Omit<AdminAiCallSummary, 'id' | 'created_at' | 'status'> & {
  id: number | string;
  status: string;
  created_at: Date | string;
};

function summary(r: Row): AdminAiCallSummary {
  return {
    id: Number(r.id),
    reading_id: r.reading_id,
    user_id: r.user_id,
    service: r.service,
    provider: r.provider,
    model: r.model,
    status: r.status as AdminAiCallSummary['status'],
    error: r.error,
    latency_ms: r.latency_ms,
    tokens_in: r.tokens_in,
    tokens_out: r.tokens_out,
    created_at: new Date(r.created_at).toISOString(),
  };
}

/**
 * The interpreter's calls as they happened, newest first, a page at a time (keyset, decision 0305):
 * what, when, how it went. The full prompt (instructions, facts, question) and the raw response,
 * which the customer never sees, are read one call at a time (`getAiCall`): a page of prompts
 * weighed up to 368 KB (issue 37).
 */
export async function getAiCalls(
  db: Db,
  q: { reading_id?: string; cursor?: string; limit: number },
): Promise<AdminAiCallsResponse> {
  const { items, next_cursor, total, capped } = await listAiCalls(
    db,
    { readingId: q.reading_id, cursor: q.cursor, limit: q.limit },
    ADMIN_AI_CALLS_COUNT_CAP,
  );
  return { ai_calls: items.map(summary), next_cursor, total, total_capped: capped, limit: q.limit };
}

export async function getAiCall(db: Db, id: number): Promise<AdminAiCall> {
  const row = await findAiCall(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...summary(row), prompt: row.prompt, response: row.response };
}
