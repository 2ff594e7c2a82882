import { z } from 'zod';
import { PLANET_IDS, SIGN_IDS } from '@arcanes/domain/astrology/zodiac';
import { CARD_COUNT_RANGE } from '@arcanes/domain/tarot/spreads';
import { isoDateSchema, timeSchema } from './common';

/** The public computations: a natal chart, a numerology profile, and a face-down tarot draw. */

const number = (min: number, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? 'required' : 'number') })
    .min(min, 'number')
    .max(max, 'number');

export const houseSystemSchema = z.enum(['placidus', 'whole_sign', 'equal'], { error: 'choice' });

/** Which of the two moments a local time names when the clocks went back and showed it twice. */
export const timeFoldSchema = z.enum(['first', 'second'], { error: 'choice' });
export type TimeFold = z.infer<typeof timeFoldSchema>;

export const chartRequestSchema = z
  .object({
    lat: number(-90, 90),
    lon: number(-180, 180),
    /** Civil date at the place (YYYY-MM-DD); with `time`, read in the place's own time zone. */
    date: isoDateSchema.optional(),
    /** HH:MM local civil time; omitted or null when unknown (no houses nor angles then). */
    time: timeSchema.nullable().optional(),
    /** Or the moment itself, ISO 8601 with its offset. */
    instant: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
    house_system: houseSystemSchema.default('placidus'),
    /**
     * When the clocks went back and showed `time` twice: 'first' (before the change) or 'second'.
     * Without it such a time is refused (400 TIME_AMBIGUOUS, field time_fold) rather than guessed.
     */
    time_fold: timeFoldSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.date && !v.instant) ctx.addIssue({ code: 'custom', path: ['date'], message: 'required' });
    if (v.date && v.instant) ctx.addIssue({ code: 'custom', path: ['instant'], message: 'invalid' });
  });
export type ChartRequest = z.input<typeof chartRequestSchema>;

const signSchema = z.enum(SIGN_IDS);

export const chartResponseSchema = z.object({
  instant: z.string(),
  utc_offset_minutes: z.number(),
  /** ok, or the clock went back (ambiguous: the moment `time_fold` chose) or forward (nonexistent: read as after the jump). */
  time_status: z.enum(['ok', 'ambiguous', 'nonexistent']),
  /** The moment used when time_status is ambiguous, else null. */
  time_fold: timeFoldSchema.nullable(),
  time_known: z.boolean(),
  zone: z.string().nullable(),
  /** The system used; differs from house_system_requested where Placidus is undefined (polar circles: whole signs). */
  house_system: houseSystemSchema,
  house_system_requested: houseSystemSchema,
  planets: z.array(
    z.object({
      id: z.enum(PLANET_IDS),
      longitude: z.number(),
      sign: signSchema,
      degree: z.number().int(),
      minute: z.number().int(),
      house: z.number().int().nullable(),
      retrograde: z.boolean(),
      speed: z.number(),
    }),
  ),
  ascendant: z.number().nullable(),
  mc: z.number().nullable(),
  houses: z.array(z.number()),
  aspects: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      type: z.string(),
      angle: z.number(),
      orb: z.number(),
      applying: z.boolean(),
    }),
  ),
});
export type ChartResponse = z.infer<typeof chartResponseSchema>;

export const numerologyProfileRequestSchema = z.object({
  full_name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  birth_date: isoDateSchema,
  current_date: isoDateSchema.optional(),
});
export type NumerologyProfileRequest = z.input<typeof numerologyProfileRequestSchema>;

const numerologyNumber = z.number().int();
export const numerologyProfileResponseSchema = z.object({
  full_name: z.string(),
  folded_name: z.string(),
  birth_date: z.string(),
  current_date: z.string(),
  personal_year_of: z.number().int(),
  life_path: numerologyNumber,
  expression: numerologyNumber,
  soul_urge: numerologyNumber,
  personality: numerologyNumber,
  birthday: numerologyNumber,
  personal_year: numerologyNumber,
  maturity: numerologyNumber,
  lucky_number: numerologyNumber,
  karmic_debts: z.array(z.object({ number: z.number().int(), found_in: z.array(z.string()) })),
  karmic_lessons: z.array(z.number().int()),
  inclusion_grid: z.record(z.string(), z.number().int()),
  steps: z.record(z.string(), z.array(z.string())),
});
export type NumerologyProfileResponse = z.infer<typeof numerologyProfileResponseSchema>;

/** "1", 1 → 1: forms send numbers as text. */
export const smallIntSchema = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined || iss.input === '' ? 'required' : 'number') })
      .int('number')
      .min(min, 'number')
      .max(max, 'number'),
  );

export const tarotOptionSchema = smallIntSchema(1, 3).transform((v) => v as 1 | 2 | 3);

export const tarotDrawRequestSchema = z
  .object({
    option: tarotOptionSchema,
    /** Cards the customer will pick; the option's default when omitted (seed: 1–3, 3–5, 7–10). */
    count: smallIntSchema(1, 10).optional(),
    langage: z.enum(['fr', 'en']).optional(),
  })
  .superRefine((v, ctx) => {
    const range = CARD_COUNT_RANGE[v.option];
    if (v.count !== undefined && (v.count < range.min || v.count > range.max))
      ctx.addIssue({ code: 'custom', path: ['count'], message: 'number' });
  });
export type TarotDrawRequest = z.input<typeof tarotDrawRequestSchema>;

export const spreadSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  positions: z.array(
    z.object({
      index: z.number().int(),
      name: z.string(),
      meaning: z.string(),
      layout: z.object({ x: z.number(), y: z.number(), rotate: z.literal(90).optional() }),
      /** A position filled by computation, not by a pick (the croix's fifth card). */
      computed: z.literal('croix').optional(),
    }),
  ),
});

export const tarotDrawResponseSchema = z.object({
  draw_id: z.string(),
  option: z.number().int(),
  count: z.number().int(),
  /** Face-down positions 0…positions−1; the customer sends back the indexes picked (`cartes`). */
  positions: z.literal(78),
  /** How many cards the customer picks: `count`, or one less for the croix (its fifth is computed). */
  picks: z.number().int(),
  spread: spreadSchema,
});
export type TarotDrawResponse = z.infer<typeof tarotDrawResponseSchema>;
