import { z } from 'zod';

/** Withdraw from one top-up: its unspent part goes back through the provider that took it. */
export const withdrawalRequestSchema = z.object({ payment_id: z.string().uuid({ error: 'invalid' }) });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string().uuid(),
  payment_id: z.string().uuid(),
  /** The part refunded: min(top-up − what was already given back, balance when asked). */
  amount_cents: z.number().int(),
  cause: z.enum(['withdrawal', 'erasure', 'refund', 'reading']),
  /** pending: taken out of the wallet, the provider refund not confirmed yet. */
  status: z.enum(['pending', 'refunded']),
  /** The top-up's short reference (« P-000042 »). */
  payment_reference: z.string(),
  offer: z.string(),
  payment_cents: z.number().int(),
  method: z.enum(['card', 'paypal']),
  requested_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

export const withdrawalResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** false when this payment had already been withdrawn from: the first withdrawal, nothing new. */
  applied: z.boolean(),
  withdrawal: withdrawalSchema,
  balance_cents: z.number().int(),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/** A top-up of the last 14 days that can still be withdrawn from, and how much would come back. */
export const withdrawablePurchaseSchema = z.object({
  payment_id: z.string().uuid(),
  payment_reference: z.string(),
  offer: z.string(),
  amount_cents: z.number().int(),
  refundable_cents: z.number().int(),
  method: z.enum(['card', 'paypal']),
  paid_at: z.string(),
  deadline: z.string(),
});

export const withdrawalsResponseSchema = z.object({
  balance_cents: z.number().int(),
  withdrawable: z.array(withdrawablePurchaseSchema),
  withdrawals: z.array(withdrawalSchema),
  /** What deleting the account would do with the balance. */
  erasure: z.object({ refundable_cents: z.number().int(), unrefundable_cents: z.number().int() }),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;
