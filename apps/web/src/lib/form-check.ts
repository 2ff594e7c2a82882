import type { z } from 'zod';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '@arcanes/contracts/validation-messages';

export type FieldErrors = Record<string, string>;

export type FormCheck<T> =
  | { ok: true; data: T }
  /** `missing`: a required field is empty — the seed's "Tous les champs sont obligatoires." case. */
  | { ok: false; fields: FieldErrors; missing: boolean };

const lang2 = (lang: string): 'fr' | 'en' => (lang.startsWith('en') ? 'en' : 'fr');

/** A contract's message key in the reader's language (contracts carry keys, not sentences). */
export function validationMessage(key: string, lang: string): string {
  return VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid'][lang2(lang)];
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Checks form values with the same zod schema the API uses, so that the browser and the server
 * say the same thing. `required` lists fields the form itself requires beyond the contract.
 */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: Record<string, unknown>,
  lang: string,
  required: readonly string[] = [],
): FormCheck<z.output<S>> {
  const fields: FieldErrors = {};
  let missing = false;
  for (const name of required) {
    if (isEmpty(values[name])) {
      fields[name] = validationMessage('required', lang);
      missing = true;
    }
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (!name || fields[name]) continue;
      if (issue.message === 'required') missing = true;
      fields[name] = validationMessage(issue.message, lang);
    }
  }
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, data: parsed.data };
  return { ok: false, fields, missing };
}
