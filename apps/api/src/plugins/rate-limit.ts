import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { rateLimitsPurgeJob } from '../jobs/rate-limits-purge.job';
import { postgresRateLimitStore } from '../lib/rate-limit-store';

const PURGE_EVERY_SECONDS = 10 * 60;

/**
 * @fastify/rate-limit for the routes that ask for it (`limit()` in lib/rate-limit.ts, `app.createRateLimit`).
 * On PostgreSQL the counters live in the database, shared by every API process; on PGlite (one process by
 * design, one connection) they stay in memory. A counter that cannot be read refuses the request
 * (`skipOnError: false`): see docs/decisions/0104-shared-rate-limits.md.
 */
async function rateLimitPlugin(app: FastifyInstance, opts: { config: Config }) {
  const shared = app.dbHandle.engine === 'postgres';
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    skipOnError: false,
    ...(shared ? { store: postgresRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, message: 'rate limited' }),
  });
  if (!shared || !opts.config.RATE_LIMITS) return;

  // Expired rows are reused by their key's next hit; the others are deleted every ten minutes. The
  // throttle (singleton key per period) makes several API processes enqueue one purge between them.
  const enqueue = () =>
    app.queue.boss
      .send(
        rateLimitsPurgeJob.name,
        {},
        {
          singletonKey: rateLimitsPurgeJob.name,
          singletonSeconds: PURGE_EVERY_SECONDS - 30,
          retryLimit: rateLimitsPurgeJob.retryLimit,
        },
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not enqueue the rate-limit purge'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.config.NODE_ENV === 'test') return; // tests run the purge themselves
    await enqueue();
    timer = setInterval(() => void enqueue(), PURGE_EVERY_SECONDS * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['errors', 'db', 'queue'] });
