import { QUESTION_REFUSALS } from '@arcanes/domain/questions/refusal';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';

export type { ErrorCode };

/** The one error type of the API: a code from ERROR_CODES, optional parameters for its message. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field-level details, shown to the client (never internals). */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.statusCode = ERROR_CODES[code];
  }
}

/** Questions refused before any charge: the words the web form shows before sending (decision 0175). */
const REFUSALS = {
  QUESTION_SELF_HARM: 'self_harm',
  QUESTION_MEDICAL: 'medical',
  QUESTION_DEATH: 'death',
} as const satisfies Partial<Record<ErrorCode, keyof typeof QUESTION_REFUSALS>>;
type RefusalCode = keyof typeof REFUSALS;
const isRefusal = (code: ErrorCode): code is RefusalCode => code in REFUSALS;

/** The error's message in the request's language, its {{placeholders}} filled (a missing one reads empty). */
export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  if (isRefusal(code)) return QUESTION_REFUSALS[REFUSALS[code]][lang];
  return texts(lang, 'errors')(code, { replace: params });
}
