import { z } from 'zod';
import type { JobAddress } from './job';

/** The acknowledgement of a withdrawal from a PDF reading (decision 0351): what the service enqueues. */
export const readingWithdrawalAck = {
  name: 'reading-withdrawal-ack',
  schema: z.object({ readingId: z.uuid(), to: z.string().email(), firstName: z.string() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
} satisfies JobAddress;
