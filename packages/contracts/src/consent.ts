import { z } from 'zod';
import { langSchema } from './common';
import { LEGAL_TEXTS } from './legal-texts';

/** The privacy policy's version the choices refer to: its date (legal-texts.ts); a newer one asks again. */
export const CONSENT_POLICY_VERSION = LEGAL_TEXTS.privacy.date;
/** Choices are asked again after this many months (CNIL recommendation). */
export const CONSENT_VALIDITY_MONTHS = 6;
export const CONSENT_PURPOSES = ['analytics', 'marketing', 'ia'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

const choice = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

export const consentRequestSchema = z.object({
  analytics: choice,
  /**
   * No « Marketing » purpose any more (issue 41: nothing used it): accepted from older clients and
   * ignored — every new choice stores false. Records stored before still read, with their value.
   */
  marketing: z.boolean().optional(),
  ia: choice,
  policy_version: z.string().trim().min(1, 'required').max(40, 'too_long').optional(),
  langage: langSchema.optional(),
  lang: langSchema.optional(),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentRecordSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  ia: z.boolean(),
  policy_version: z.string(),
  decided_at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const consentResponseSchema = z.object({
  /** The latest choices, or null when none were made. */
  consent: consentRecordSchema.nullable(),
  /** decided_at + 6 months; after it the banner asks again. */
  expires_at: z.string().nullable(),
  current_policy_version: z.string(),
  /** True when the banner should ask: no choice yet, expired, or made under an older policy. */
  renew: z.boolean(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** decided_at plus CONSENT_VALIDITY_MONTHS calendar months. */
export function consentExpiry(decidedAt: Date): Date {
  const d = new Date(decidedAt);
  d.setUTCMonth(d.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  return d;
}
