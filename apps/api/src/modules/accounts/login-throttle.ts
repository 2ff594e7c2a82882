import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

/**
 * Slows password guessing on the login routes (user and admin share the counters), every attempt
 * counted: 10 per 15 minutes for one username from one address, 50 per 15 minutes from one address
 * (many accounts tried), and 100 per hour for one username from anywhere (a spread-out attack).
 * On PostgreSQL the counters are rows shared by every API process (plugins/rate-limit.ts), so N
 * processes still allow 10 guesses, not 10 × N; on PGlite (one process) they stay in memory. The
 * limiters share one scope in that table, hence the distinct key prefixes below.
 */
export function loginThrottle(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (!app.config.RATE_LIMITS) return async () => {};
  const account = (request: FastifyRequest) => {
    const value = (request.body as { username?: unknown } | undefined)?.username;
    return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
  };
  const limiters = [
    app.createRateLimit({
      max: 10,
      timeWindow: '15 minutes',
      keyGenerator: (r) => `login:${account(r)}|${r.ip}`,
    }),
    app.createRateLimit({ max: 50, timeWindow: '15 minutes', keyGenerator: (r) => `login-ip:${r.ip}` }),
    app.createRateLimit({
      max: 100,
      timeWindow: '1 hour',
      keyGenerator: (r) => `login-account:${account(r)}`,
    }),
  ];
  return async (request, reply) => {
    for (const check of limiters) {
      const state = await check(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', String(state.ttlInSeconds));
        throw new AppError('RATE_LIMITED');
      }
    }
  };
}
