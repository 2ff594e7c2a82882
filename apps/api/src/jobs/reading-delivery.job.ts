import { z } from 'zod';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { deliverReading } from '#api/modules/readings/delivery/delivery.service.ts';
import { defineJob } from './job';

/**
 * Writes a PDF reading (options 2–3), e-mails it and records each step. Ten retries with growing
 * delays (3 s × 2ⁿ, jittered: about one to two hours in all, within the delivery promise) ride out
 * a mail server that is down; the last failed attempt refunds. Safe to run twice: see deliverReading.
 */
export const READING_DELIVERY_RETRIES = 10;

export const readingDeliveryJob = defineJob({
  name: 'reading-delivery',
  schema: z.object({ readingId: z.uuid() }),
  retryLimit: READING_DELIVERY_RETRIES,
  retryDelaySeconds: 3,
  expireInSeconds: 15 * 60,
  // Each report is mostly CPU (writing, PDF): two at once overlap the mail and database waits.
  batchSize: 4,
  concurrency: 2,
  async handler(deps, { readingId }, meta) {
    await deliverReading({ ...deps, interpreter: interpreterFor(deps.config) }, readingId, {
      retryCount: meta.retryCount,
      retryLimit: READING_DELIVERY_RETRIES,
    });
  },
});
