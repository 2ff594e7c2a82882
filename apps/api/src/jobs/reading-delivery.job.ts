import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { deliverReading } from '#api/modules/readings/delivery/delivery.service.ts';
import { defineJob } from './job';
import { READING_DELIVERY_RETRIES, readingDelivery } from './reading-delivery.address';

export { READING_DELIVERY_RETRIES };

/**
 * Writes a PDF reading (options 2–3), e-mails it and records each step; its name, payload and retry
 * policy are in reading-delivery.address.ts (what the readings service sends). Safe to run twice: see
 * deliverReading.
 */
export const readingDeliveryJob = defineJob({
  ...readingDelivery,
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
