import { describe, expect, it } from 'vitest';
import { decideAccess, redirectDelay, type GuardInput } from './guard-decision';

const ok: GuardInput = { session: { pending: false, failed: false, walletCents: 699 } };

describe('decideAccess', () => {
  it('lets in a signed-in customer with credit, whatever their cookie choices', () => {
    expect(decideAccess(ok)).toEqual({ state: 'allowed' });
  });

  it('waits for the session, and says why it refuses', () => {
    expect(decideAccess({ session: { pending: true, failed: false, walletCents: null } })).toEqual({
      state: 'loading',
    });
    expect(decideAccess({ session: { pending: false, failed: true, walletCents: null } })).toEqual({
      state: 'denied',
      reason: 'auth_error',
    });
    expect(decideAccess({ session: { pending: false, failed: false, walletCents: null } })).toEqual({
      state: 'denied',
      reason: 'missing_login',
    });
  });

  it('lets in a customer whose wallet is empty: the options say what each costs (decision 0211)', () => {
    expect(decideAccess({ session: { pending: false, failed: false, walletCents: 0 } })).toEqual({
      state: 'allowed',
    });
  });
});

describe('redirectDelay', () => {
  it('stays within the seed’s 5.5 to 7.26 s', () => {
    expect(redirectDelay(0)).toBe(5500);
    expect(redirectDelay(1)).toBe(7260);
    expect(redirectDelay(0.5)).toBe(6380);
  });
});
