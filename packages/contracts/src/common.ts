import { z } from 'zod';

export const langSchema = z.enum(['fr', 'en']);
export type Lang = z.infer<typeof langSchema>;

/** Every API error has this shape; `message` is in the request's language. */
export const errorResponseSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Row ids are PostgreSQL integers (int4): a larger number names no row, and is refused as a bad id. */
export const DB_ID_MAX = 2_147_483_647;

export const okMessageSchema = z.object({ status: z.literal('success'), message: z.string() });

/** A UTF-16 surrogate without its pair: no character at all (a cut emoji), which no database stores. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text PostgreSQL refuses (U+0000) or cannot hold (a lone surrogate). The API refuses it in any field
 * of any request (apps/api/src/plugins/text-guard.ts); forms say it with `text_characters`.
 */
export const hasUnstorableCharacter = (value: string) =>
  value.includes('\u0000') || LONE_SURROGATE.test(value);

/** A required text field: trimmed, non-empty ("required" when empty), bounded, storable. */
export const requiredText = (max = 200) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine((v) => !hasUnstorableCharacter(v), 'text_characters');

export const isoDateSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'date');

export const timeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'time')
  .transform((v) => v.slice(0, 5));

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'too_long')
  .email('email')
  .toLowerCase();
