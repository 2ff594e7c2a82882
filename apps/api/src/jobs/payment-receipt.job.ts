import { z } from 'zod';
import { sendReceipt, sendReceipts } from '#api/modules/payments/receipt.service.ts';
import { defineJob } from './job';

/** E-mails the purchase receipt (see sendReceipts: safe to run twice, one Message-ID per payment). */
export const paymentReceiptJob = defineJob({
  name: 'payment-receipt',
  schema: z.object({ paymentId: z.string().uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  // A burst of top-ups is drained in batches, each in a few statements (decision 0162, third pass).
  batchSize: 50,
  async handler(deps, { paymentId }) {
    await sendReceipt(deps, paymentId);
  },
  async handleBatch(deps, jobs) {
    const failed = await sendReceipts(
      deps,
      jobs.map((j) => j.data.paymentId),
    );
    return new Map(
      jobs.filter((j) => failed.has(j.data.paymentId)).map((j) => [j.id, failed.get(j.data.paymentId)]),
    );
  },
});
