import { z } from 'zod';

/** A monthly top-up limit in cents (1 € to 10 000 €), or null to have none. */
export const spendingLimitRequestSchema = z.object({
  monthly_limit_cents: z
    .number({ error: 'invalid' })
    .int('invalid')
    .min(100, 'too_small')
    .max(1_000_000, 'too_big')
    .nullable(),
});
export type SpendingLimitRequest = z.infer<typeof spendingLimitRequestSchema>;

export const spendingLimitResponseSchema = z.object({
  monthly_limit_cents: z.number().int().nullable(),
  /** Credited this calendar month (Paris time), plus checkouts of the last two hours still open. */
  topped_up_this_month_cents: z.number().int(),
  left_this_month_cents: z.number().int().nullable(),
});
export type SpendingLimitResponse = z.infer<typeof spendingLimitResponseSchema>;
