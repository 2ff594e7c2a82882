import { describe, expect, it } from 'vitest';
import { decideAccess, redirectDelay, type GuardInput } from './guard-decision';

const ok: GuardInput = {
  session: { pending: false, failed: false, walletCents: 699 },
  localConsent: { ia: true },
  serverConsent: { pending: false, consent: null },
};

describe('decideAccess', () => {
  it('lets in a signed-in customer with the ia consent and credit', () => {
    expect(decideAccess(ok)).toEqual({ state: 'allowed' });
  });

  it('waits for the session, then names each refusal', () => {
    expect(decideAccess({ ...ok, session: { pending: true, failed: false, walletCents: null } })).toEqual({
      state: 'loading',
    });
    expect(decideAccess({ ...ok, session: { pending: false, failed: true, walletCents: null } })).toEqual({
      state: 'denied',
      reason: 'auth_error',
    });
    expect(decideAccess({ ...ok, session: { pending: false, failed: false, walletCents: null } })).toEqual({
      state: 'denied',
      reason: 'missing_login',
    });
    expect(decideAccess({ ...ok, localConsent: null })).toEqual({
      state: 'denied',
      reason: 'invalid_consent',
    });
    expect(decideAccess({ ...ok, localConsent: { ia: false } })).toEqual({
      state: 'denied',
      reason: 'missing_ia_consent',
    });
    expect(decideAccess({ ...ok, session: { pending: false, failed: false, walletCents: 0 } })).toEqual({
      state: 'denied',
      reason: 'insufficient_balance',
    });
  });

  it('falls back on the consent the server holds for the account', () => {
    expect(
      decideAccess({ ...ok, localConsent: null, serverConsent: { pending: true, consent: null } }),
    ).toEqual({ state: 'loading' });
    expect(
      decideAccess({ ...ok, localConsent: null, serverConsent: { pending: false, consent: { ia: true } } }),
    ).toEqual({ state: 'allowed' });
    expect(
      decideAccess({ ...ok, localConsent: null, serverConsent: { pending: false, consent: { ia: false } } }),
    ).toEqual({ state: 'denied', reason: 'missing_ia_consent' });
  });

  it('checks the login before the consent and the consent before the balance', () => {
    expect(
      decideAccess({
        session: { pending: false, failed: false, walletCents: null },
        localConsent: null,
        serverConsent: { pending: false, consent: null },
      }),
    ).toMatchObject({ reason: 'missing_login' });
    expect(
      decideAccess({
        ...ok,
        localConsent: { ia: false },
        session: { pending: false, failed: false, walletCents: 0 },
      }),
    ).toMatchObject({ reason: 'missing_ia_consent' });
  });
});

describe('redirectDelay', () => {
  it('stays within the seed’s 5.5 to 7.26 s', () => {
    expect(redirectDelay(0)).toBe(5500);
    expect(redirectDelay(1)).toBe(7260);
    expect(redirectDelay(0.5)).toBe(6380);
  });
});
