import { z } from 'zod';
import { emailSchema } from './common';

/** Where the acknowledgement goes: the address the customer chooses (default: the account's, decision 0350). */
const ackEmailSchema = emailSchema;

/** Withdraw from one top-up: its unspent part goes back through the provider that took it. */
export const withdrawalRequestSchema = z.object({
  payment_id: z.string().uuid({ error: 'invalid' }),
  /** The acknowledgement's address; without it, the account's. */
  email: ackEmailSchema.optional(),
});
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

/** A PDF reading ordered and not yet being written: it can still be withdrawn from (decision 0351). */
export const withdrawableReadingSchema = z.object({
  reading_id: z.string().uuid(),
  title: z.string(),
  price_cents: z.number().int(),
  ordered_at: z.string(),
});

export const withdrawalsResponseSchema = z.object({
  balance_cents: z.number().int(),
  /** The account's address: where the acknowledgement goes unless the customer gives another. */
  email: z.string(),
  withdrawable: z.array(withdrawablePurchaseSchema),
  withdrawable_readings: z.array(withdrawableReadingSchema),
  withdrawals: z.array(withdrawalSchema),
  /** What deleting the account would do with the balance. */
  erasure: z.object({ refundable_cents: z.number().int(), unrefundable_cents: z.number().int() }),
});
export type WithdrawalsResponse = z.infer<typeof withdrawalsResponseSchema>;

/** Withdraw from a PDF reading still queued: its price goes back to the wallet (decision 0351). */
export const readingWithdrawalRequestSchema = z.object({
  reading_id: z.string().uuid({ error: 'invalid' }),
  /** The acknowledgement's address; without it, the account's. */
  email: ackEmailSchema.optional(),
});
export type ReadingWithdrawalRequest = z.infer<typeof readingWithdrawalRequestSchema>;

export const readingWithdrawalResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** false when this reading had already been withdrawn from: nothing new. */
  applied: z.boolean(),
  reading_id: z.string().uuid(),
  refunded_cents: z.number().int(),
  /** When the withdrawal was received (the acknowledgement's date and time). */
  withdrawn_at: z.string(),
  balance_cents: z.number().int(),
});
export type ReadingWithdrawalResponse = z.infer<typeof readingWithdrawalResponseSchema>;

/**
 * The withdrawal function for a visitor (decision 0350): the name, the e-mail address of the account
 * that paid and the payment's reference (« P-000042 », on the receipt and the invoice).
 */
export const visitorWithdrawalRequestSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(160, 'too_long'),
  email: ackEmailSchema,
  payment_reference: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^P-?\s?\d{1,9}$/i, 'invalid'),
});
export type VisitorWithdrawalRequest = z.infer<typeof visitorWithdrawalRequestSchema>;

/** The same answer whether or not the details match a purchase: the outcome goes by e-mail. */
export const visitorWithdrawalResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  received_at: z.string(),
});
export type VisitorWithdrawalResponse = z.infer<typeof visitorWithdrawalResponseSchema>;
