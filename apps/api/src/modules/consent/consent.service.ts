import {
  CONSENT_POLICY_VERSION,
  consentExpiry,
  type ConsentPurpose,
  type ConsentResponse,
} from '@arcanes/contracts/consent';
import type { Db } from '#api/db/tx.ts';
import {
  attachVisitorConsents,
  insertConsent,
  latestConsent,
  listUserConsents,
  stripConsentOrigin,
} from './consent.repository';

export { CONSENT_POLICY_VERSION };
export type { ConsentPurpose };

/** The anonymous visitor's id (a random UUID) lives in this HttpOnly cookie. */
export const VISITOR_COOKIE = 'arcanes_visitor';

export function parseVisitorId(value: string | undefined): string | null {
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value) ? value : null;
}
type Row = NonNullable<Awaited<ReturnType<typeof latestConsent>>>;
export type ConsentOwner = { userId: number } | { visitorId: string };

function isCurrent(row: Row, now: Date): boolean {
  return consentExpiry(new Date(row.created_at)) > now;
}

function view(row: Row | undefined, now = new Date()): ConsentResponse {
  if (!row)
    return { consent: null, expires_at: null, current_policy_version: CONSENT_POLICY_VERSION, renew: true };
  const decided = new Date(row.created_at);
  return {
    consent: {
      necessary: true,
      analytics: row.analytics,
      marketing: row.marketing,
      ia: row.ia,
      policy_version: row.policy_version,
      decided_at: decided.toISOString(),
    },
    expires_at: consentExpiry(decided).toISOString(),
    current_policy_version: CONSENT_POLICY_VERSION,
    renew: !isCurrent(row, now) || row.policy_version !== CONSENT_POLICY_VERSION,
  };
}

/**
 * Stores one decision as proof: the choices (necessary is always on), the policy version they refer
 * to, when, and from which address and browser. Records are only ever added, never changed.
 */
export async function recordConsent(
  db: Db,
  input: {
    owner: { userId: number | null; visitorId: string | null };
    choices: Record<ConsentPurpose, boolean>;
    policyVersion?: string;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<ConsentResponse> {
  const row = await insertConsent(db, {
    userId: input.owner.userId,
    visitorId: input.owner.visitorId,
    ...input.choices,
    policyVersion: input.policyVersion ?? CONSENT_POLICY_VERSION,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return view(row);
}

/** The latest choices of a user (or of an anonymous visitor), with their expiry; none for a stranger. */
export async function currentConsent(db: Db, owner: ConsentOwner | null): Promise<ConsentResponse> {
  return view(owner ? await latestConsent(db, owner) : undefined);
}

/** Whether the user's latest decision, made within the last six months, allows `purpose`. */
export async function hasConsent(db: Db, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const row = await latestConsent(db, { userId });
  return Boolean(row && isCurrent(row, new Date()) && row[purpose]);
}

/** At login, the choices made before it as an anonymous visitor become the account's. */
export async function linkVisitorConsents(db: Db, visitorId: string, userId: number): Promise<void> {
  await attachVisitorConsents(db, visitorId, userId);
}

/** Every decision of the user, oldest first (GDPR export). */
export async function consentsOf(db: Db, userId: number) {
  return listUserConsents(db, userId);
}

/** Erasure: the decisions stay as proof, without the address, browser and visitor id they came from. */
export async function anonymiseConsents(db: Db, userId: number): Promise<void> {
  await stripConsentOrigin(db, userId);
}
