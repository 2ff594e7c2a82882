import { z } from 'zod';
import { sendReceipt } from '../modules/payments/receipt.service';
import { defineJob } from './job';

/** E-mails the purchase receipt (see sendReceipt: safe to run twice, one Message-ID per payment). */
export const paymentReceiptJob = defineJob({
  name: 'payment-receipt',
  schema: z.object({ paymentId: z.string().uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  // A burst of top-ups is drained in batches; sending mail waits on the server, so a few at once.
  batchSize: 20,
  concurrency: 4,
  async handler(deps, { paymentId }) {
    await sendReceipt(deps, paymentId);
  },
});
