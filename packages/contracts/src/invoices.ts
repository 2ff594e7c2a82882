import { z } from 'zod';
import { nextCursorSchema } from './paging';

/** An invoice (a top-up) or a credit note (money given back), as its buyer lists it. */
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
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceViewSchema),
  next_cursor: nextCursorSchema,
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoiceIdParamsSchema = z.object({ id: z.string().uuid({ error: 'invalid' }) });
