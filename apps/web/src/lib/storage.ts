/**
 * The browser keys the product uses (never a session token: the session is an HttpOnly cookie).
 * Reads never throw: private modes and full quotas fall back to defaults.
 */
export const STORAGE_KEYS = {
  lang: 'selectedLang',
  theme: 'theme',
  consent: 'userConsent',
  selectedPlan: 'selectedPlan',
  userId: 'user_id',
  workflowStep: 'workflowStepSucess',
  walletUpdated: 'walletUpdated',
} as const;

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readString(key: Key): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

export function readJson<T>(key: Key): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: Key, value: unknown): void {
  writeString(key, value === null ? null : JSON.stringify(value));
}
