import { sendOrderConfirmation } from '#api/modules/readings/confirmation/confirmation.service.ts';
import { defineJob } from './job';
import { orderConfirmation } from './order-confirmation.address';

/**
 * E-mails the confirmation of a reading order (issue 41), enqueued in the transaction that charges it.
 * An on-screen question still being answered makes it retry a few seconds later (3 s × 2ⁿ, well past
 * the answer's budget); a mail server that is down, likewise. Safe to run twice: see sendOrderConfirmation.
 */
export const orderConfirmationJob = defineJob({
  ...orderConfirmation,
  async handler(deps, { readingId }) {
    await sendOrderConfirmation(deps, readingId);
  },
});
