import { VALIDATION_MESSAGES, isValidationMessageKey } from '@arcanes/contracts/validation-messages';

export type FieldErrors = Record<string, string>;

/**
 * A zod error's issues → one message per top-level field, in the visitor's language. The contracts
 * carry keys of VALIDATION_MESSAGES as their messages, so the form says what the API would say.
 */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  lang: string,
): FieldErrors {
  const l = lang === 'en' ? 'en' : 'fr';
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = VALIDATION_MESSAGES[isValidationMessageKey(issue.message) ? issue.message : 'invalid'][l];
  }
  return errors;
}
