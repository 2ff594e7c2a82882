import { z } from 'zod';
import { purgeExpiredRateLimits } from '../lib/rate-limit-store';
import { defineJob } from './job';

/** Deletes rate-limit counters whose window has ended (PostgreSQL only); enqueued every ten minutes. */
export const rateLimitsPurgeJob = defineJob({
  name: 'rate-limits-purge',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
  async handler(deps) {
    const purged = await purgeExpiredRateLimits(deps.db);
    if (purged) deps.log.debug({ purged }, 'expired rate-limit counters purged');
  },
});
