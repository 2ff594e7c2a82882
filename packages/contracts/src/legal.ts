import { z } from 'zod';
import { CONSENT_POLICY_VERSION } from './consent';
import { ORDER_TERMS_VERSION } from './orders';
import { TOP_UP_TERMS_VERSION } from './payments';

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
  /** The publisher's and the host's telephones (LEGAL_PHONE, LEGAL_HOST_PHONE; LCEN art. 6). */
  phone: z.string(),
  host_phone: z.string(),
  /** The consumer mediator customers may refer a dispute to, free of charge (LEGAL_MEDIATOR). */
  mediator: z.string(),
  /** The delivery promise for PDF readings (DELIVERY_PROMISE_HOURS), quoted by the terms. */
  delivery_promise_hours: z.number().positive(),
  /** The partners configured (PARTNERS); empty: none is shown. */
  partners: partnersSchema,
});
export type LegalInfoResponse = z.infer<typeof legalInfoResponseSchema>;

/**
 * The date printed as "Dernière mise à jour" on each legal page: the privacy policy's is the version
 * cookie choices refer to (a newer one asks again). The terms quote the top-up's statement
 * (unspent credit withdrawable for 14 days) and the reading order's (immediate execution, waiver for
 * that reading): they date from the later of the two, so changing either wording dates the terms.
 */
export const LEGAL_LAST_UPDATED = {
  notice: '2026-11-23',
  privacy: CONSENT_POLICY_VERSION,
  terms: TOP_UP_TERMS_VERSION > ORDER_TERMS_VERSION ? TOP_UP_TERMS_VERSION : ORDER_TERMS_VERSION,
} as const;
