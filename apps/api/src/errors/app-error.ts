import { ERROR_CODES, type ErrorCode } from './error-codes';
import type { Lang } from '../lib/lang';

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
    this.statusCode = ERROR_CODES[code].status;
  }
}

export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const template: string = ERROR_CODES[code][lang];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
