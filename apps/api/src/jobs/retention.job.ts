import { z } from 'zod';
import { defineJob } from './job';
import { applyRetention } from './retention.repository';

export { RETENTION, applyRetention } from './retention.repository';

/** Keeps the privacy policy's periods, once a day (decision 0292). */
export const retentionJob = defineJob({
  name: 'retention',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60 * 60,
  expireInSeconds: 30 * 60,
  schedule: { everySeconds: 24 * 60 * 60 },
  async handler(deps) {
    const report = await applyRetention(deps.db);
    if (Object.values(report).some((n) => n > 0)) deps.log.info(report, 'rows past their retention deleted');
  },
});
