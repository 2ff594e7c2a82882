import { LEGAL_TEXTS } from '@arcanes/contracts/legal-texts';
/**
 * The visitor's cookie choices as kept in the browser (`userConsent`), and the rules about them:
 * pure functions, so they are tested without a browser.
 */
export const CONSENT_PURPOSES = ['analytics', 'marketing', 'ia'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/**
 * What the banner and the cookie page ask about: cookies and trackers only. `ia` stays in the stored
 * record for older decisions but is always false now: the use of AI to write a reading is accepted
 * with the first order (decision 0143), and no cookie choice can block a paid reading.
 */
export const COOKIE_PURPOSES = ['analytics'] as const;
export type ConsentChoices = Record<ConsentPurpose, boolean>;

export interface StoredConsent extends ConsentChoices {
  necessary: true;
  /** ISO date-time of the decision. */
  decided_at: string;
  /** The privacy policy version the choices refer to. */
  version: string;
  /** False until the server has stored the proof (retried on the next visit). */
  synced?: boolean;
}

/** CNIL: choices are asked again after at most 6 months. */
export const CONSENT_VALIDITY_MONTHS = 6;
/** The privacy policy's last update (legal-texts.ts); a newer policy asks again. */
export const CONSENT_POLICY_VERSION = LEGAL_TEXTS.privacy.date;

/** `marketing` stays in the stored record for older decisions, always false now (no such purpose). */
export const ALL_ACCEPTED: ConsentChoices = { analytics: true, marketing: false, ia: false };
export const ALL_REFUSED: ConsentChoices = { analytics: false, marketing: false, ia: false };

export function parseStoredConsent(raw: unknown): StoredConsent | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  if (CONSENT_PURPOSES.some((p) => typeof c[p] !== 'boolean')) return null;
  if (typeof c.decided_at !== 'string' || Number.isNaN(Date.parse(c.decided_at))) return null;
  if (typeof c.version !== 'string') return null;
  return {
    necessary: true,
    analytics: c.analytics as boolean,
    marketing: c.marketing as boolean,
    ia: c.ia as boolean,
    decided_at: c.decided_at,
    version: c.version,
    synced: c.synced !== false,
  };
}

/** decided_at plus six calendar months (UTC), as the server counts them. */
export function consentExpiresAt(decidedAt: string): Date {
  const d = new Date(decidedAt);
  d.setUTCMonth(d.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  return d;
}

/** A decision still holds when it is under six months old and made under the current policy. */
export function isConsentCurrent(consent: StoredConsent, now: Date = new Date()): boolean {
  return (
    consent.version === CONSENT_POLICY_VERSION &&
    consentExpiresAt(consent.decided_at) > now &&
    new Date(consent.decided_at) <= new Date(now.getTime() + 5 * 60_000)
  );
}

export function makeConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  return {
    necessary: true,
    analytics: choices.analytics,
    marketing: false,
    ia: false,
    decided_at: now.toISOString(),
    version: CONSENT_POLICY_VERSION,
    synced: false,
  };
}

/** How the settings page summarises a decision. */
export function consentKind(consent: StoredConsent | null): 'undecided' | 'accepted' | 'declined' | 'custom' {
  if (!consent) return 'undecided';
  const values = COOKIE_PURPOSES.map((p) => consent[p]);
  if (values.every(Boolean)) return 'accepted';
  if (values.every((v) => !v)) return 'declined';
  return 'custom';
}
