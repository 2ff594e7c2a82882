import { z } from 'zod';
import { reconcilePayments } from '#api/modules/payments/reconcile.service.ts';
import { defineJob } from './job';

/** Re-checks pending Stripe and PayPal payments with the provider, at start and every five minutes. */
export const paymentsReconcileJob = defineJob({
  name: 'payments-reconcile',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  schedule: { everySeconds: 5 * 60 },
  async handler(deps) {
    await reconcilePayments(deps);
  },
});
