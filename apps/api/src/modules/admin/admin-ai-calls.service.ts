import type { AdminAiCallsResponse } from '@arcanes/contracts/admin';
import type { Db } from '#api/db/tx.ts';
import { listAiCalls } from './admin-ai-calls.repository';

/**
 * The interpreter's calls as they happened: the full prompt (instructions, facts, question) and the
 * raw response, which the customer never sees. `page` (1-based) counts in pages of `limit`.
 */
export async function getAiCalls(
  db: Db,
  q: { reading_id?: string; page?: number; limit: number; offset: number },
): Promise<AdminAiCallsResponse> {
  const offset = q.page ? (q.page - 1) * q.limit : q.offset;
  const { rows, total } = await listAiCalls(db, { readingId: q.reading_id, limit: q.limit, offset });
  return {
    ai_calls: rows.map((r) => ({
      id: Number(r.id),
      reading_id: r.reading_id,
      user_id: r.user_id,
      service: r.service,
      provider: r.provider,
      model: r.model,
      status: r.status,
      error: r.error,
      latency_ms: r.latency_ms,
      tokens_in: r.tokens_in,
      tokens_out: r.tokens_out,
      created_at: new Date(r.created_at).toISOString(),
      prompt: r.prompt,
      response: r.response,
    })),
    total,
    limit: q.limit,
    offset,
  };
}
