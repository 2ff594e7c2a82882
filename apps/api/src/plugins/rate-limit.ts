import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { postgresRateLimitStore } from '#api/lib/rate-limit-store.ts';

/**
 * @fastify/rate-limit for the routes that ask for it (`limit()` in lib/rate-limit.ts, `app.createRateLimit`).
 * On PostgreSQL the counters live in the database, shared by every API process; on PGlite (one process by
 * design, one connection) they stay in memory. A counter that cannot be read refuses the request
 * (`skipOnError: false`): see docs/decisions/0104-shared-rate-limits.md.
 */
async function rateLimitPlugin(app: FastifyInstance) {
  const shared = app.dbHandle.engine === 'postgres';
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    skipOnError: false,
    ...(shared ? { store: postgresRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, message: 'rate limited' }),
  });
  // Expired counters are purged by the rate-limits-purge job (its schedule is beside its handler).
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors', 'db'] });
