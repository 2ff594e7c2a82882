import { z } from 'zod';
import { nextCursorSchema } from './paging';

/**
 * An invoice or a credit note (money given back), as its buyer lists it. Under the single-purpose
 * regime an invoice is a top-up's, with French VAT; under the multi-purpose regime a top-up's document
 * carries no VAT and each reading consumed has its own invoice, at the buyer's country's rate
 * (decision 0345).
 */
export const invoiceViewSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['invoice', 'credit_note']),
  /** F-000001 for invoices, AV-000001 for credit notes: one continuous series each. */
  reference: z.string(),
  payment_id: z.string().uuid(),
  issued_at: z.string(),
  description: z.string(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  /** 2000 = 20 %; 0 on a multi-purpose voucher's top-up (VAT is due on the readings). */
  vat_rate_bp: z.number().int(),
  /** The buyer's billing country (ISO 3166-1 alpha-2), as the payment recorded it. */
  billing_country: z.string(),
  vat_regime: z.enum(['single-purpose', 'multi-purpose']),
  /** The reading the invoice (or its credit note) is for; null for a top-up's document. */
  reading_id: z.string().uuid().nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceViewSchema),
  next_cursor: nextCursorSchema,
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.string().uuid({ error: 'invalid' }) });
