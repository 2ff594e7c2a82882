import { z } from 'zod';
import { cardSummarySchema } from './card-library';
import { isoDateSchema } from './common';

export { SIGN_SLUGS, signOfSlug, type SignKey } from './sign-slugs';

/**
 * The free daily pages (issue 39): the sky of the day, a horoscope per sign written from the day's
 * real sky, and a public card of the day — for anyone, the same for everyone on a given Paris day.
 */

/** How many days either side of today a daily page may show. */
export const DAILY_RANGE_DAYS = 7;

export const dailyQuerySchema = z.object({
  /** A Paris day within a week of today; today when absent. */
  date: isoDateSchema.optional(),
});

export const signParamsSchema = z.object({
  sign: z
    .string()
    .max(20, 'too_long')
    .regex(/^[a-z]+$/, 'invalid'),
});

const bodySchema = z.object({
  id: z.string(),
  name: z.string(),
  sign: z.string(),
  sign_name: z.string(),
  /** Degree within the sign at midday, 0–29. */
  degree: z.number().int(),
  retrograde: z.boolean(),
});

export const dailySkyResponseSchema = z.object({
  date: z.string(),
  /** « samedi 28 novembre 2026 » / "Saturday 28 November 2026". */
  date_label: z.string(),
  /** Times are given in this zone. */
  zone: z.literal('Europe/Paris'),
  moon: z.object({
    phase: z.string(),
    phase_name: z.string(),
    /** Lit fraction of the disc at midday, in percent. */
    illumination: z.number().int(),
    waxing: z.boolean(),
    sign: z.string(),
    sign_name: z.string(),
    next_sign: z.string().nullable(),
    next_sign_name: z.string().nullable(),
    /** HH:MM (Paris) when the Moon enters the next sign, or null. */
    ingress_time: z.string().nullable(),
  }),
  bodies: z.array(bodySchema),
  /** The day's sign changes and stations, as sentences. */
  events: z.array(z.object({ kind: z.enum(['ingress', 'station']), body: z.string(), text: z.string() })),
  signs: z.array(
    z.object({
      sign: z.string(),
      slug: z.string(),
      name: z.string(),
      glyph: z.string(),
      headline: z.string(),
    }),
  ),
  card: z.object({ card: cardSummarySchema, keywords: z.array(z.string()), text: z.string() }),
  previous_date: z.string().nullable(),
  next_date: z.string().nullable(),
});
export type DailySkyResponse = z.infer<typeof dailySkyResponseSchema>;

export const signHoroscopeResponseSchema = z.object({
  date: z.string(),
  date_label: z.string(),
  sign: z.string(),
  slug: z.object({ fr: z.string(), en: z.string() }),
  name: z.string(),
  glyph: z.string(),
  headline: z.string(),
  paragraphs: z.array(z.string()),
  /** What the text rests on: « Lune en Lion, votre maison V ». */
  facts: z.array(z.string()),
  previous_date: z.string().nullable(),
  next_date: z.string().nullable(),
});
export type SignHoroscopeResponse = z.infer<typeof signHoroscopeResponseSchema>;
