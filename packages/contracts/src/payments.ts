import { z } from 'zod';
import { TERMS_DATE } from './legal-texts';
import { langSchema } from './common';
import { domainSchema, optionSchema } from './offers';

/**
 * A top-up is not a consultation: its payment step asks for no waiver. What it says instead, in every
 * place a customer reads it (payment step, receipt, invoice, terms, the payments page, each from its
 * catalogue): the part of the credit not yet spent can be withdrawn within 14 days of the credit, from
 * the account's payments page. The terms' date (legal-texts.ts), quoted by the receipt. The
 * request for immediate execution and the waiver belong to each reading's order (ORDER_TERMS_VERSION,
 * orders.ts), recorded with the reading. Top-ups before this date stored a waiver (waiver_text_version
 * 2025-02-21, decision 0266); its columns stay, empty on later payments.
 */
export const TOP_UP_TERMS_VERSION = TERMS_DATE;
/** The order button must say that ordering means paying (article L221-14 of the Consumer Code). */
export const ORDER_BUTTON_LABEL = {
  fr: 'Commander avec obligation de paiement',
  en: 'Order with obligation to pay',
} as const;

export const paymentMethodSchema = z.enum(['card', 'paypal'], { error: 'choice' });
/**
 * `cancelled`: the buyer came back from the checkout without paying; `expired`: nobody finished it in
 * time (decision 0210). Neither ever credits unless the provider later proves the money was taken.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'succeeded',
  'failed',
  'refunded',
  'partially_refunded',
  'cancelled',
  'expired',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentProviderSchema = z.enum(['demo', 'stripe', 'paypal']);

/**
 * The order: which offer (an amount of the catalogue) and how to pay. Never an amount: the price
 * comes from the server's catalogue. A top-up is not tied to a domain (decision 0210) and carries no
 * waiver (TOP_UP_TERMS_VERSION); `domain` and the two former boxes, sent by older clients, are accepted
 * and ignored.
 */
export const checkoutRequestSchema = z.object({
  option: optionSchema,
  domain: domainSchema.optional(),
  method: paymentMethodSchema,
  immediate_execution: z.boolean().optional(),
  withdrawal_waiver: z.boolean().optional(),
  lang: langSchema.optional(),
  /**
   * The buyer's billing country (ISO 3166-1 alpha-2, decision 0345), stored with the payment and
   * printed on its invoice; absent, the country of the buyer's last top-up, else France. A country
   * outside BILLING_COUNTRIES, or outside France under the single-purpose regime, is refused
   * (BILLING_COUNTRY_UNSUPPORTED) before anything is created.
   */
  billing_country: z.string().max(8).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  payment_id: z.string().uuid(),
  redirect_url: z.string().url(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentIdParamsSchema = z.object({ id: z.string().uuid({ error: 'invalid' }) });

/** A payment as its owner sees it; the web polls it after coming back from the provider. */
export const paymentViewSchema = z.object({
  payment_id: z.string().uuid(),
  /** The short reference a customer reads and quotes (« P-000042 »), never the provider's id. */
  reference: z.string(),
  status: paymentStatusSchema,
  provider: paymentProviderSchema,
  method: paymentMethodSchema,
  option: z.number().int(),
  /** Only on top-ups made before decision 0210, when a domain was asked; null since. */
  domain: z.string().nullable(),
  /** « Rechargement de 19,90 € » / "Top-up of €19.90". */
  offer: z.string(),
  amount_cents: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  wallet_after_cents: z.number().int().optional(),
  wallet_after: z.number().optional(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

// ---- PayPal Orders v2, created and captured by the server.

export const paypalCreateOrderRequestSchema = checkoutRequestSchema.omit({ method: true });
export type PaypalCreateOrderRequest = z.infer<typeof paypalCreateOrderRequestSchema>;

export const paypalCreateOrderResponseSchema = z.object({
  payment_id: z.string().uuid(),
  order_id: z.string(),
  approve_url: z.string().url(),
});

/**
 * Only the order id is read (the seed's `transaction_id` is accepted as its old name); the seed's
 * user_id, amount and choosen_option are ignored: the payer is the session, the amount the order's.
 */
export const paypalConfirmRequestSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object') return body;
    const b = body as Record<string, unknown>;
    return b.order_id === undefined && typeof b.transaction_id === 'string'
      ? { ...b, order_id: b.transaction_id }
      : b;
  },
  z.object({
    order_id: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(64, 'too_long')
      .regex(/^[A-Za-z0-9-]+$/, 'invalid'),
    lang: langSchema.optional(),
  }),
);
export type PaypalConfirmRequest = z.infer<typeof paypalConfirmRequestSchema>;
