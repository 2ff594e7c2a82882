import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#api/errors/app-error.ts';
import { findActiveUserByLogin } from './accounts.repository';

/** `user:<id>` for a live account (typed as username or e-mail, any case), else the text typed. */
async function resolveAccount(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const value = (request.body as { username?: unknown } | undefined)?.username;
  const typed = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
  if (!typed) return 'name:';
  const user = await findActiveUserByLogin(app.db, typed);
  return user ? `user:${user.id}` : `name:${typed}`;
}

/**
 * Slows password guessing on the login routes (user and admin share the counters), every attempt
 * counted: 10 per 15 minutes for one account from one address, 50 per 15 minutes from one address
 * (many accounts tried), and 100 per hour for one account from anywhere (a spread-out attack). An
 * account is the user its username or e-mail resolves to, so both spellings share the counters.
 * On PostgreSQL the counters are rows shared by every API process (plugins/rate-limit.ts), so N
 * processes still allow 10 guesses, not 10 × N; on PGlite (one process) they stay in memory. The
 * limiters share one scope in that table, hence the distinct key prefixes below.
 */
export function loginThrottle(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (!app.config.RATE_LIMITS) return async () => {};
  // Keyed on the account the text resolves to, so "dave" and "dave@example.com" share one counter.
  const resolved = new WeakMap<FastifyRequest, Promise<string>>();
  const account = (request: FastifyRequest): Promise<string> => {
    let key = resolved.get(request);
    if (!key) {
      key = resolveAccount(app, request);
      resolved.set(request, key);
    }
    return key;
  };
  const limiters = [
    app.createRateLimit({
      max: 10,
      timeWindow: '15 minutes',
      keyGenerator: async (r) => `login:${await account(r)}|${r.ip}`,
    }),
    app.createRateLimit({ max: 50, timeWindow: '15 minutes', keyGenerator: (r) => `login-ip:${r.ip}` }),
    app.createRateLimit({
      max: 100,
      timeWindow: '1 hour',
      keyGenerator: async (r) => `login-account:${await account(r)}`,
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
