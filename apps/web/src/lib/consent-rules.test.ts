import { describe, expect, test } from 'vitest';
import {
  CONSENT_POLICY_VERSION as API_VERSION,
  CONSENT_VALIDITY_MONTHS as API_MONTHS,
  CONSENT_PURPOSES as API_PURPOSES,
} from '@arcanes/contracts/consent';
import {
  CONSENT_POLICY_VERSION,
  CONSENT_PURPOSES,
  CONSENT_VALIDITY_MONTHS,
  consentExpiresAt,
  consentKind,
  isConsentCurrent,
  makeConsent,
  parseStoredConsent,
} from './consent-rules';

describe('consent rules', () => {
  test('the browser and the API agree on the policy version, the purposes and the six months', () => {
    expect(CONSENT_POLICY_VERSION).toBe(API_VERSION);
    expect(CONSENT_VALIDITY_MONTHS).toBe(API_MONTHS);
    expect([...CONSENT_PURPOSES]).toEqual([...API_PURPOSES]);
  });

  test('a decision holds six calendar months, then the banner asks again', () => {
    const c = makeConsent({ analytics: true, marketing: false, ia: true }, new Date('2025-03-31T10:00:00Z'));
    expect(c).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      // The AI is no cookie purpose: a banner decision never records it as accepted.
      ia: false,
      version: CONSENT_POLICY_VERSION,
      synced: false,
    });
    expect(consentExpiresAt(c.decided_at).toISOString()).toBe('2025-10-01T10:00:00.000Z');
    expect(isConsentCurrent(c, new Date('2025-09-30T10:00:00Z'))).toBe(true);
    expect(isConsentCurrent(c, new Date('2025-10-01T10:00:01Z'))).toBe(false);
  });

  test('a decision under an older policy, or dated in the future, does not hold', () => {
    const c = makeConsent({ analytics: true, marketing: true, ia: true }, new Date('2025-03-01T00:00:00Z'));
    expect(isConsentCurrent({ ...c, version: '2024-01-01' }, new Date('2025-03-02T00:00:00Z'))).toBe(false);
    expect(isConsentCurrent(c, new Date('2025-02-01T00:00:00Z'))).toBe(false);
  });

  test('parses only a well-formed stored object', () => {
    const c = makeConsent({ analytics: false, marketing: false, ia: true });
    expect(parseStoredConsent(JSON.parse(JSON.stringify(c)))).toEqual(c);
    expect(parseStoredConsent({ ...c, ia: 'yes' })).toBeNull();
    expect(parseStoredConsent({ ...c, decided_at: 'yesterday' })).toBeNull();
    expect(parseStoredConsent({ ia: true })).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
    // an older object without the sync flag counts as already proven
    const { synced: _synced, ...withoutFlag } = c;
    expect(parseStoredConsent(withoutFlag)?.synced).toBe(true);
  });

  test('summarises the decision', () => {
    expect(consentKind(null)).toBe('undecided');
    expect(consentKind(makeConsent({ analytics: true, marketing: true, ia: true }))).toBe('accepted');
    expect(consentKind(makeConsent({ analytics: false, marketing: false, ia: false }))).toBe('declined');
    // Audience measurement is the only cookie purpose: accepting it is accepting every cookie, without any
    // AI choice; the former « marketing » no longer counts (nor is it stored: makeConsent writes false).
    expect(consentKind(makeConsent({ analytics: true, marketing: false, ia: false }))).toBe('accepted');
    expect(makeConsent({ analytics: true, marketing: true, ia: false }).marketing).toBe(false);
    // A decision stored before, with marketing true, still reads.
    expect(
      parseStoredConsent({
        ...makeConsent({ analytics: false, marketing: false, ia: false }),
        marketing: true,
      }),
    ).toMatchObject({
      analytics: false,
      marketing: true,
    });
  });
});
