/**
 * The current version of each legal text, in one place (decision 0290). A text has one version id and
 * one date: the date printed as « Dernière mise à jour » on its page and quoted wherever the text is
 * referred to (receipt, order e-mail), the id stored with what was accepted under it (a top-up, a
 * reading's order, a cookie choice). Change a text's wording in its catalogue and its entry here
 * together, the id with the date.
 *
 * The terms (CGV) contain the top-up's statement (unspent credit withdrawable for 14 days) and the
 * sentence beside each reading's order button (immediate execution, waiver once delivered): those two
 * carry the terms' version, not dates of their own.
 */
export const LEGAL_TEXTS = {
  /** Conditions générales de vente et d'utilisation. */
  terms: { version: 'cgv-2026-11-29', date: '2026-11-29' },
  /** Politique de confidentialité; its date is also the cookie choices' policy version. */
  privacy: { version: 'privacy-2026-11-28', date: '2026-11-28' },
  /** Mentions légales. */
  notice: { version: 'notice-2026-11-28', date: '2026-11-28' },
  /** Accessibilité (EAA information and accessibility statement). */
  accessibility: { version: 'accessibility-2026-11-28', date: '2026-11-28' },
} as const satisfies Record<string, { version: string; date: string }>;

export type LegalText = keyof typeof LEGAL_TEXTS;
export const LEGAL_TEXT_NAMES = Object.keys(LEGAL_TEXTS) as LegalText[];

/** The terms' version id to store with each top-up and each reading order. */
export const TERMS_VERSION = LEGAL_TEXTS.terms.version;
/** The terms' date (YYYY-MM-DD), to print as a date (« 28 novembre 2026 »), never as written here. */
export const TERMS_DATE = LEGAL_TEXTS.terms.date;
