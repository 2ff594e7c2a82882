import { z } from 'zod';
import { purgeExpiredRateLimits } from '#api/lib/rate-limit-store.ts';
import { defineJob } from './job';

/**
 * Deletes rate-limit counters whose window has ended, every ten minutes. Only on PostgreSQL: there the
 * counters live in the database (decision 0104); expired rows are also reused by their key's next hit.
 */
export const rateLimitsPurgeJob = defineJob({
  name: 'rate-limits-purge',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
  schedule: {
    everySeconds: 10 * 60,
    when: (deps) => deps.engine === 'postgres' && deps.config.RATE_LIMITS,
  },
  async handler(deps) {
    const purged = await purgeExpiredRateLimits(deps.db);
    if (purged) deps.log.debug({ purged }, 'expired rate-limit counters purged');
  },
});
