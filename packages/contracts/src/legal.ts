import { z } from 'zod';
import { LEGAL_TEXTS } from './legal-texts';

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
  /**
   * The publisher's registration (LEGAL_CAPITAL, LEGAL_RCS, LEGAL_SIREN, LEGAL_VAT): required in
   * production (decision 0277), null where a demonstration leaves them unset.
   */
  capital: z.string().nullable(),
  rcs: z.string().nullable(),
  siren: z.string().nullable(),
  vat: z.string().nullable(),
  /**
   * The processors the privacy policy names besides the host, Stripe and PayPal: the AI provider while
   * one writes readings, the e-mail provider while e-mails leave by SMTP (PROCESSOR_AI, PROCESSOR_MAIL);
   * null when there is none (offline writer, embedded outbox) or it is not named.
   */
  processors: z.object({ ai: z.string().nullable(), mail: z.string().nullable() }),
  /** The consumer mediator customers may refer a dispute to, free of charge (LEGAL_MEDIATOR). */
  mediator: z.string(),
  /** The delivery promise for PDF readings (DELIVERY_PROMISE_HOURS), quoted by the terms. */
  delivery_promise_hours: z.number().positive(),
  /** The partners configured (PARTNERS); empty: none is shown. */
  partners: partnersSchema,
  /** Each legal text's current version id and date (legal-texts.ts). */
  versions: z.object({
    terms: z.object({ version: z.string(), date: z.string() }),
    privacy: z.object({ version: z.string(), date: z.string() }),
    notice: z.object({ version: z.string(), date: z.string() }),
    accessibility: z.object({ version: z.string(), date: z.string() }),
  }),
});
export type LegalInfoResponse = z.infer<typeof legalInfoResponseSchema>;

/** Each legal text's current version id and date (legal-texts.ts), the date printed on its page. */
export const LEGAL_LAST_UPDATED = {
  notice: LEGAL_TEXTS.notice.date,
  privacy: LEGAL_TEXTS.privacy.date,
  terms: LEGAL_TEXTS.terms.date,
  accessibility: LEGAL_TEXTS.accessibility.date,
} as const;
