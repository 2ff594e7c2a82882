/**
 * The access guard of the reading pages (seed, section 4): loading → allowed or denied. A reading
 * needs a session, the `ia` consent and a wallet above zero.
 */
export type DenialReason =
  'missing_login' | 'invalid_consent' | 'missing_ia_consent' | 'insufficient_balance' | 'auth_error';

export type GuardDecision =
  { state: 'loading' } | { state: 'allowed' } | { state: 'denied'; reason: DenialReason };

export interface GuardInput {
  session: { pending: boolean; failed: boolean; walletCents: number | null };
  /** This browser's choice (`userConsent`), when there is a valid current one. */
  localConsent: { ia: boolean } | null;
  /** The choice on record at the server for this account, used when the browser has none. */
  serverConsent: { pending: boolean; consent: { ia: boolean } | null };
}

export function decideAccess({ session, localConsent, serverConsent }: GuardInput): GuardDecision {
  if (session.pending) return { state: 'loading' };
  if (session.failed) return { state: 'denied', reason: 'auth_error' };
  if (session.walletCents === null) return { state: 'denied', reason: 'missing_login' };
  let consent = localConsent;
  if (!consent) {
    if (serverConsent.pending) return { state: 'loading' };
    consent = serverConsent.consent;
  }
  if (!consent) return { state: 'denied', reason: 'invalid_consent' };
  if (!consent.ia) return { state: 'denied', reason: 'missing_ia_consent' };
  if (session.walletCents <= 0) return { state: 'denied', reason: 'insufficient_balance' };
  return { state: 'allowed' };
}

/** The seed's random pause before a refused visitor is taken home: 5.5 to 7.26 s. */
export const REDIRECT_MIN_MS = 5500;
export const REDIRECT_MAX_MS = 7260;

export function redirectDelay(random: number): number {
  return Math.round(REDIRECT_MIN_MS + (REDIRECT_MAX_MS - REDIRECT_MIN_MS) * Math.min(Math.max(random, 0), 1));
}
