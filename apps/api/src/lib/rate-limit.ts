import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '#api/config.ts';

/** Route-level rate limit settings (`config.rateLimit`), switched off with RATE_LIMITS=false. */
export function limit(
  config: Config,
  max: number,
  timeWindow: string,
  keyGenerator?: (request: FastifyRequest) => string,
): { rateLimit?: RateLimitOptions } {
  if (!config.RATE_LIMITS) return {};
  return { rateLimit: { max, timeWindow, ...(keyGenerator ? { keyGenerator } : {}) } };
}
