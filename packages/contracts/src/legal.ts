import { z } from 'zod';

/**
 * A partner the site shows on its home page (setting PARTNERS): a real commercial or editorial
 * relationship the publisher chose to state. Without any, the home page has no partners section.
 */
export const partnerSchema = z.object({
  name: z.string().trim().min(1).max(80),
  url: z
    .string()
    .url()
    .refine((u) => u.startsWith('https://'), 'must start with https://'),
  /** One sentence on what the partner does for the site; one text, or one per language. */
  text: z
    .union([
      z.string().trim().max(300),
      z.object({ fr: z.string().trim().max(300), en: z.string().trim().max(300) }),
    ])
    .optional(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnersSchema = z.array(partnerSchema).max(12);

/** Who publishes and hosts the site (LEGAL_* settings), shown on the legal notice and the terms. */
export const legalInfoResponseSchema = z.object({
  publisher: z.string(),
  director: z.string(),
  host: z.string(),
  contact: z.string(),
  /** The consumer mediator customers may refer a dispute to, free of charge (LEGAL_MEDIATOR). */
  mediator: z.string(),
  /** The delivery promise for PDF readings (DELIVERY_PROMISE_HOURS), quoted by the terms. */
  delivery_promise_hours: z.number().positive(),
  /** The partners configured (PARTNERS); empty: none is shown. */
  partners: partnersSchema,
});
export type LegalInfoResponse = z.infer<typeof legalInfoResponseSchema>;

/** The date printed as "Dernière mise à jour" on every legal page. */
export const LEGAL_LAST_UPDATED = '2026-11-23';
