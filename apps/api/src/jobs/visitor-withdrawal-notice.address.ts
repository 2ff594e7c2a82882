import { z } from 'zod';
import type { JobAddress } from './job';

export const VISITOR_REFUSALS = [
  'WITHDRAWAL_PERIOD_OVER',
  'WITHDRAWAL_NOTHING_UNSPENT',
  'WITHDRAWAL_NOT_POSSIBLE',
] as const;
export type VisitorRefusal = (typeof VISITOR_REFUSALS)[number];

/**
 * A visitor's withdrawal request that matched a purchase but could not be carried out: the account's
 * address is told when it was received and why (decision 0350).
 */
export const visitorWithdrawalNotice = {
  name: 'visitor-withdrawal-notice',
  schema: z.object({
    to: z.string().email(),
    name: z.string(),
    lang: z.enum(['fr', 'en']),
    reference: z.string(),
    receivedAt: z.string(),
    reason: z.enum(VISITOR_REFUSALS),
  }),
  retryLimit: 8,
  retryDelaySeconds: 10,
} satisfies JobAddress;
