import { z } from 'zod';
import { interpreterFor } from '#api/interpreter/interpreter.ts';
import { sweepStuckReadings } from '#api/modules/readings/delivery/sweep.service.ts';
import { defineJob } from './job';

/** Refunds readings left without an answer or a report (see sweepStuckReadings); at start and every ten minutes. */
export const readingsSweepJob = defineJob({
  name: 'readings-sweep',
  schema: z.object({}).passthrough(),
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
  schedule: { everySeconds: 10 * 60 },
  async handler(deps) {
    const { refunded } = await sweepStuckReadings({ ...deps, interpreter: interpreterFor(deps.config) });
    if (refunded.length) deps.log.warn({ refunded }, 'stuck readings refunded');
  },
});
