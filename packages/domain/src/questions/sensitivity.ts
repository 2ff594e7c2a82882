import { handlingOf } from './handling';
import { deathOf, selfHarmOf } from './life';
import type { QuestionLang } from './normalize';
import type { QuestionModel } from './question-model';
import { EN_PATTERNS } from './sensitivity-en';
import { FR_PATTERNS } from './sensitivity-fr';

/**
 * What a question touches that the site handles apart (decisions 0175 and 0271), each kind belonging
 * to one class: refused before any charge, answered with care and no verdict, or turned to the asker's
 * side because it is another person's choice.
 */
export type Sensitivity =
  'self_harm' | 'death' | 'medical' | 'health' | 'legal' | 'financial' | 'coercive_love' | 'other_person';

/** How the site handles a question (decision 0271). */
export type QuestionHandling = 'refused' | 'careful' | 'third_party' | 'ordinary';

/** Refused before any charge, with the right help named. */
export type RefusedSensitivity = 'self_harm' | 'medical' | 'death';
/** Answered with a paragraph that says plainly what the reading cannot do, and no verdict. */
export type QuestionCaution = 'health' | 'legal' | 'financial' | 'coercive_love' | 'other_person';
/** Health, the law, money at stake: answered with care, naming the professional to see. */
export type CarefulSensitivity = 'health' | 'legal' | 'financial';

const matches = (folded: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(folded));

/**
 * The most serious sensitivity a question shows. A cry for help, a death and "make someone love me"
 * are idioms, looked for as phrases (sensitivity-fr.ts, sensitivity-en.ts); self-harm in both
 * languages whatever the question's (it must never slip through). The rest is read from the question's
 * model by rules (handling.ts).
 */
export function detectSensitivity(folded: string, model: QuestionModel): Sensitivity | null {
  if (matches(folded, FR_PATTERNS.self_harm) || matches(folded, EN_PATTERNS.self_harm) || selfHarmOf(model))
    return 'self_harm';
  const patterns = model.lang === 'fr' ? FR_PATTERNS : EN_PATTERNS;
  if (matches(folded, patterns.death) || deathOf(model)) return 'death';
  const handled = handlingOf(model);
  if (handled === 'medical') return handled;
  // Acting on someone's feelings is never a health question, even when its words brush the body
  // ("make her fall back in love": "her fall").
  if (matches(folded, patterns.coercive_love)) return 'coercive_love';
  return handled;
}

export function handlingClass(s: Sensitivity | null): QuestionHandling {
  if (isRefused(s)) return 'refused';
  if (s === 'health' || s === 'legal' || s === 'financial') return 'careful';
  if (s === 'coercive_love' || s === 'other_person') return 'third_party';
  return 'ordinary';
}

export function isRefused(s: Sensitivity | null): s is RefusedSensitivity {
  return s === 'self_harm' || s === 'medical' || s === 'death';
}

export function cautionOf(s: Sensitivity | null): QuestionCaution | null {
  return s !== null && !isRefused(s) ? s : null;
}

export type { QuestionLang };
