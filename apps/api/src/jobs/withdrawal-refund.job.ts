import { z } from 'zod';
import { executeRefund } from '#api/modules/withdrawals/withdrawal-refund.service.ts';
import { defineJob } from './job';

/**
 * Refunds a withdrawal through its provider when the attempt made at once failed (provider down,
 * process stopped). Safe to run twice: a refunded withdrawal is skipped, and the provider gets the
 * same idempotency key every time. Retries for about a day; a refund still pending after that shows
 * among the failed jobs of the admin page, with its error on the withdrawal row.
 */
export const withdrawalRefundJob = defineJob({
  name: 'withdrawal-refund',
  schema: z.object({ withdrawalId: z.string().uuid() }),
  retryLimit: 12,
  retryDelaySeconds: 60,
  async handler({ db, config, log }, { withdrawalId }) {
    await executeRefund({ db, config, log }, withdrawalId);
  },
});
