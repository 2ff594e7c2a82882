import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  FIELD_LABELS,
  VALIDATION_MESSAGES,
  isValidationMessageKey,
} from '@arcanes/contracts/validation-messages';
import { AppError, errorMessage, type ErrorCode } from '#api/errors/app-error.ts';
import type { Lang } from '#api/lib/lang.ts';

interface Issue {
  field: string;
  key: keyof typeof VALIDATION_MESSAGES;
  missing: boolean;
}

function issueFrom(v: {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}): Issue {
  const field = (v.instancePath ?? '').split('/').filter(Boolean)[0] ?? '';
  const message = v.message ?? '';
  const missing =
    message === 'required' ||
    (v.keyword === 'invalid_type' && /received undefined|received null/.test(message)) ||
    (v.keyword === 'too_small' && v.params?.origin === 'string' && v.params?.minimum === 1);
  let key: Issue['key'] = 'invalid';
  if (isValidationMessageKey(message)) key = message;
  else if (missing) key = 'required';
  else if (v.keyword === 'too_big') key = 'too_long';
  else if (v.keyword === 'invalid_value') key = 'choice';
  else if (v.keyword === 'invalid_format' && v.params?.format === 'email') key = 'email';
  return { field, key, missing };
}

/**
 * PostgreSQL away or restarting (its connection cut, refused or not yet accepting): the request's
 * transaction did not commit, so « try again » is true. Classes 08 (connection exception) and 57P
 * (operator intervention: terminated, shutting down, starting), and the client's own socket errors.
 */
function databaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (/^(08|57P0)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))
    return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/.test(
    message,
  );
}

function label(field: string, lang: Lang) {
  return FIELD_LABELS[field]?.[lang] ?? field;
}

export function sendError(
  reply: FastifyReply,
  lang: Lang,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  fields?: Record<string, string>,
) {
  const error = new AppError(code, params, fields);
  return reply.status(error.statusCode).send({
    status: 'error',
    code,
    message: errorMessage(code, lang, params),
    ...(fields ? { fields } : {}),
  });
}

/** One error shape for every answer: { status: 'error', code, message, fields? }, localised; 5xx hide internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([f, key]) => [
              f,
              isValidationMessageKey(key) ? VALIDATION_MESSAGES[key][lang] : key,
            ]),
          )
        : undefined;
      // A detail that only names a field (« anomalie : firstName ») says, in the reader's words, which
      // field and what is wrong with it.
      const named = error.params.detail;
      if (
        error.code === 'VALIDATION_FAILED' &&
        fields &&
        typeof named === 'string' &&
        Object.hasOwn(fields, named)
      ) {
        const detail = Object.entries(fields)
          .map(([f, message]) => `${label(f, lang)} : ${message}`)
          .join(' ; ');
        return sendError(
          reply,
          lang,
          error.code,
          {
            ...error.params,
            detail: lang === 'en' ? detail.replace(/ : /g, ': ').replace(/ ; /g, '; ') : detail,
          },
          fields,
        );
      }
      return sendError(reply, lang, error.code, error.params, fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(issueFrom);
      const fields: Record<string, string> = {};
      for (const issue of issues) fields[issue.field] ??= VALIDATION_MESSAGES[issue.key][lang];
      if (issues.some((i) => i.missing)) return sendError(reply, lang, 'REQUIRED_FIELDS', {}, fields);
      const detail = issues
        .map((i) =>
          i.field
            ? `${label(i.field, lang)} : ${VALIDATION_MESSAGES[i.key][lang]}`
            : VALIDATION_MESSAGES[i.key][lang],
        )
        .join(' ; ');
      return sendError(
        reply,
        lang,
        'VALIDATION_FAILED',
        { detail: lang === 'en' ? detail.replace(/ : /g, ': ').replace(/ ; /g, '; ') : detail },
        fields,
      );
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendError(reply, lang, 'DATABASE_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, lang, 'RATE_LIMITED');
    if (status === 413) return sendError(reply, lang, 'PAYLOAD_TOO_LARGE');
    if (status === 404) return sendError(reply, lang, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, lang, 'BAD_REQUEST');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, request.lang, 'NOT_FOUND'));
}

export default fp(errorsPlugin, { name: 'errors', dependencies: ['lang'] });
