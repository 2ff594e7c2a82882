import { z } from 'zod';
import { paymentStatusSchema } from './payments';
import { nextCursorSchema } from './paging';

/** The wallet in the seed's unit (euros, e.g. 6.99) and exactly, in cents. */
export const walletResponseSchema = z.object({ wallet: z.number(), wallet_cents: z.number().int() });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

export const ledgerKindSchema = z.enum(['topup', 'debit', 'refund', 'adjustment', 'withdrawal', 'forfeit']);

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  kind: ledgerKindSchema,
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  reason: z.string().nullable(),
  /** What the entry was for, in the request's language: the offer bought, the reading paid or refunded. */
  description: z.string(),
  payment_id: z.string().nullable(),
  reading_id: z.string().nullable(),
});
export const ledgerResponseSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  next_cursor: nextCursorSchema,
  balance_cents: z.number().int(),
  balance: z.number(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** The seed's payment history (date and reference), with amount, provider and status. */
export const userPaymentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The short reference shown to the customer and quoted in e-mails (« P-000042 »). */
  reference: z.string(),
  /** The provider's own id (Stripe session, PayPal order); null for the demo checkout. */
  external_reference: z.string().nullable(),
  amount: z.number(),
  amount_cents: z.number().int(),
  provider: z.enum(['demo', 'stripe', 'paypal']),
  method: z.enum(['card', 'paypal']),
  status: paymentStatusSchema,
  option: z.number().int(),
  /** Only on top-ups made before decision 0210; null since (a top-up is an amount). */
  domain: z.string().nullable(),
  offer: z.string(),
});
export const userPaymentsResponseSchema = z.object({
  payments: z.array(userPaymentSchema),
  next_cursor: nextCursorSchema,
});
export type UserPaymentsResponse = z.infer<typeof userPaymentsResponseSchema>;

/** The latest plan (the short-term forecast covers three months); none → plan null, active false. */
export const subscriptionResponseSchema = z.object({
  plan: z.string().nullable(),
  active: z.boolean(),
  end_date: z.string().nullable(),
  status: z.string(),
  status_code: z.enum(['active', 'inactive', 'expired']),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The seed's update-wallet and save-payment no longer credit anything: any body is refused with 403. */
export const legacyWalletCreditRequestSchema = z.unknown();
