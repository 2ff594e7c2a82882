import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isValidationMessageKey } from '@arcanes/contracts/validation-messages';
import { AppError } from '#api/errors/app-error.ts';

interface Issue {
  field: string;
  message: string;
}

/** The seed gives the password rules their own messages: use them when the password is all that is wrong. */
function passwordError(issues: Issue[]): AppError | null {
  if (issues.length === 0) return null;
  const messages = new Set(issues.map((i) => i.message));
  const fields = Object.fromEntries(issues.map((i) => [i.field, i.message]));
  if ([...messages].every((m) => m === 'password_weak' || m === 'password_mismatch'))
    return new AppError(messages.has('password_weak') ? 'PASSWORD_WEAK' : 'PASSWORD_MISMATCH', {}, fields);
  return null;
}

/**
 * preHandler for routes declared with `attachValidation: true`: a password-only failure becomes
 * PASSWORD_WEAK / PASSWORD_MISMATCH with the seed's wording; any other failure goes on to the
 * common handler (REQUIRED_FIELDS or VALIDATION_FAILED naming the field).
 */
export async function rethrowValidation(request: FastifyRequest): Promise<void> {
  const error = request.validationError as
    (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!error) return;
  const issues = (error.validation ?? []).map((v) => ({
    field: (v.instancePath ?? '').split('/').filter(Boolean)[0] ?? '',
    message: v.message ?? '',
  }));
  throw passwordError(issues) ?? error;
}

/** Parses a service's input with a contract; failures become AppErrors naming the fields. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    field: String(i.path[0] ?? ''),
    message: isValidationMessageKey(i.message) ? i.message : 'invalid',
  }));
  const fields = Object.fromEntries(issues.map((i) => [i.field, i.message]));
  if (issues.some((i) => i.message === 'required')) throw new AppError('REQUIRED_FIELDS', {}, fields);
  throw passwordError(issues) ?? new AppError('REGISTER_FAILED', {}, fields);
}
