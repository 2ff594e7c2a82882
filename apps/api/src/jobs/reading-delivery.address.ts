import { z } from 'zod';
import type { JobAddress } from './job';

/**
 * What it takes to send a reading to the delivery job — its name, payload and retry policy — without
 * its handler: the readings service enqueues it, and importing the handler would bring the whole PDF
 * code into every single question's module graph (reading-delivery.job.ts adds the handler).
 */
export const READING_DELIVERY_RETRIES = 10;

export const readingDelivery = {
  name: 'reading-delivery',
  schema: z.object({ readingId: z.uuid() }),
  // Ten retries with growing delays (3 s × 2ⁿ, jittered: about one to two hours in all, within the
  // delivery promise) ride out a mail server that is down; the last failed attempt refunds.
  retryLimit: READING_DELIVERY_RETRIES,
  retryDelaySeconds: 3,
} satisfies JobAddress;
