import type { ReadingResponse } from '@arcanes/contracts/readings';
import { api } from '#web/lib/api-client.ts';

/** The seed's reading endpoints, one per domain and option, and the consultation request. */
export const READING_ENDPOINTS = {
  astrologie: {
    1: '/api/openai/astrology/option1',
    2: '/api/openai/astrology/option2',
    3: '/api/openai/astrology/option3',
    4: '/api/openai/astrology/option4',
  },
  numerologie: {
    1: '/api/openai/numerology/option1',
    2: '/api/openai/numerology/option2',
    3: '/api/openai/numerology/option3',
    4: '/api/openai/numerology/option4',
  },
  tarot: {
    1: '/api/openai/tarot/option1-test',
    2: '/api/openai/tarot/option1-test',
    3: '/api/openai/tarot/option1-test',
  },
  request: '/api/user/request',
} as const;

export type ReadingEndpoint =
  | (typeof READING_ENDPOINTS)['astrologie' | 'numerologie' | 'tarot'][1 | 2 | 3]
  | (typeof READING_ENDPOINTS)['astrologie' | 'numerologie'][4]
  | (typeof READING_ENDPOINTS)['request'];

/** The consultation request answers with the seed's `result` beside the two blocks. */
export type ReadingAnswer = ReadingResponse & { result?: string };

/**
 * One paid reading. The `Idempotency-Key` makes a retried or double-sent submit charge once and
 * return the first answer.
 */
export function postReading(
  endpoint: ReadingEndpoint,
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ReadingAnswer> {
  return api<ReadingAnswer>(endpoint, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** A v4 UUID, also where `crypto.randomUUID` is missing (non-secure contexts). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
