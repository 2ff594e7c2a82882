import { EN_PATTERNS } from './sensitivity-en';
import { FR_PATTERNS } from './sensitivity-fr';
import type { QuestionLang } from './normalize';

/** Questions the site must not answer as asked. */
export type Sensitivity = 'self_harm' | 'medical' | 'death' | 'legal' | 'financial' | 'coercive_love';

/** Refused before any charge, with the right help named. */
export type RefusedSensitivity = 'self_harm' | 'medical' | 'death';
/** Answered, with a paragraph that says plainly what the reading cannot do. */
export type QuestionCaution = 'legal' | 'financial' | 'coercive_love';

// First match wins: self-harm over everything, then the refusals, then the cautions.
const ORDER: readonly Sensitivity[] = [
  'self_harm',
  'death',
  'medical',
  'legal',
  'financial',
  'coercive_love',
];

const matches = (folded: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(folded));

/**
 * The most serious sensitivity the folded question shows. Self-harm is looked for in both languages
 * whatever the question's language (a cry for help must never slip through); the other patterns only
 * in the question's language, where words like "court" or "Paris" mean what they mean.
 */
export function detectSensitivity(folded: string, lang: QuestionLang): Sensitivity | null {
  if (matches(folded, FR_PATTERNS.self_harm) || matches(folded, EN_PATTERNS.self_harm)) return 'self_harm';
  const patterns = lang === 'fr' ? FR_PATTERNS : EN_PATTERNS;
  return ORDER.find((s) => matches(folded, patterns[s])) ?? null;
}

export function isRefused(s: Sensitivity | null): s is RefusedSensitivity {
  return s === 'self_harm' || s === 'medical' || s === 'death';
}

export function cautionOf(s: Sensitivity | null): QuestionCaution | null {
  return s === 'legal' || s === 'financial' || s === 'coercive_love' ? s : null;
}
