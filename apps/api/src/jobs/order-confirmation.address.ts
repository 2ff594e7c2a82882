import { z } from 'zod';
import type { JobAddress } from './job';

/**
 * What it takes to send an order's confirmation e-mail — its name, payload and retry policy — without
 * its handler, which renders the terms as a PDF: the readings service enqueues it without importing
 * the PDF code (order-confirmation.job.ts adds the handler). An on-screen question still being answered
 * makes it retry a few seconds later (3 s × 2ⁿ, well past the answer's budget); a mail server that is
 * down, likewise.
 */
export const orderConfirmation = {
  name: 'order-confirmation',
  schema: z.object({ readingId: z.uuid() }),
  retryLimit: 10,
  retryDelaySeconds: 3,
} satisfies JobAddress;
