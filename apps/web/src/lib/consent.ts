import { useSyncExternalStore } from 'react';
import { api } from './api-client';
import {
  CONSENT_POLICY_VERSION,
  isConsentCurrent,
  makeConsent,
  parseStoredConsent,
  type ConsentChoices,
  type ConsentPurpose,
  type StoredConsent,
} from './consent-rules';
import { readJson, writeJson, STORAGE_KEYS } from './storage';

/**
 * The consent store: one decision per browser, kept as `userConsent`, proven on the server
 * (POST /api/consent), shared by every tab. Nothing optional runs before the matching choice:
 * code that needs a purpose goes through `onConsent(purpose, fn)`.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredConsent | null = load();
let settingsOpen = false;

function load(): StoredConsent | null {
  const stored = parseStoredConsent(readJson<unknown>(STORAGE_KEYS.consent));
  return stored && isConsentCurrent(stored) ? stored : null;
}

function emit() {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab decided (or reset): follow it.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEYS.consent && event.key !== null) return;
  current = load();
  emit();
});

export function getConsent(): StoredConsent | null {
  if (current && !isConsentCurrent(current)) current = null; // six months passed while the page was open
  return current;
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return getConsent()?.[purpose] === true;
}

async function sendProof(consent: StoredConsent): Promise<void> {
  try {
    await api('/api/consent', {
      body: {
        analytics: consent.analytics,
        marketing: consent.marketing,
        ia: consent.ia,
        policy_version: consent.version,
      },
      keepalive: true,
    });
  } catch {
    return; // kept as not synced: sent again on the next visit
  }
  if (getConsent()?.decided_at === consent.decided_at) {
    current = { ...consent, synced: true };
    writeJson(STORAGE_KEYS.consent, current);
  }
}

/** Records a decision: in this browser at once, then on the server as proof. */
export function saveConsent(choices: ConsentChoices): Promise<void> {
  const consent = makeConsent(choices);
  current = consent;
  writeJson(STORAGE_KEYS.consent, consent);
  settingsOpen = false;
  emit();
  return sendProof(consent);
}

/** Back to "undecided": the banner asks again (the settings page then reloads). */
export function resetConsent(): void {
  current = null;
  writeJson(STORAGE_KEYS.consent, null);
  emit();
}

/** A decision whose proof did not reach the server (offline, server down) is sent again. */
export function resendPendingConsentProof(): void {
  const consent = getConsent();
  if (consent && consent.synced === false) void sendProof(consent);
}

/**
 * Runs `fn` once `purpose` is accepted: now if it already is, else when the visitor accepts it.
 * Returns a function that cancels the wait.
 */
export function onConsent(purpose: ConsentPurpose, fn: () => void): () => void {
  if (hasConsent(purpose)) {
    fn();
    return () => {};
  }
  const unsubscribe = subscribe(() => {
    if (!hasConsent(purpose)) return;
    unsubscribe();
    fn();
  });
  return unsubscribe;
}

export function openConsentSettings(): void {
  settingsOpen = true;
  emit();
}

export function closeConsentSettings(): void {
  settingsOpen = false;
  emit();
}

export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(subscribe, getConsent, () => null);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
}

export { CONSENT_POLICY_VERSION };
