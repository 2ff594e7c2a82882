/**
 * The access guard of the reading pages (seed, section 4): loading → allowed or denied. A reading
 * page needs a session. Cookie choices play no part (decision 0143): what a reading sends to the
 * interpreter is accepted at the first order, refusing cookies never blocks a paid reading. An empty
 * wallet no longer closes the page (decision 0211): the options show, each one the balance cannot pay
 * for disabled with « Recharger », so a new customer is never sent away (`insufficient_balance` stays
 * a reason the home page can show, for links made before).
 */
export type DenialReason = 'missing_login' | 'insufficient_balance' | 'auth_error';

export type GuardDecision =
  { state: 'loading' } | { state: 'allowed' } | { state: 'denied'; reason: DenialReason };

export interface GuardInput {
  session: { pending: boolean; failed: boolean; walletCents: number | null };
}

export function decideAccess({ session }: GuardInput): GuardDecision {
  if (session.pending) return { state: 'loading' };
  if (session.failed) return { state: 'denied', reason: 'auth_error' };
  if (session.walletCents === null) return { state: 'denied', reason: 'missing_login' };
  return { state: 'allowed' };
}

/** The seed's random pause before a refused visitor is taken home: 5.5 to 7.26 s. */
export const REDIRECT_MIN_MS = 5500;
export const REDIRECT_MAX_MS = 7260;

export function redirectDelay(random: number): number {
  return Math.round(REDIRECT_MIN_MS + (REDIRECT_MAX_MS - REDIRECT_MIN_MS) * Math.min(Math.max(random, 0), 1));
}
