import { z } from 'zod';
import { ASPECT_TYPES } from '@arcanes/domain/astrology/aspects';
import { PLANET_IDS, SIGN_IDS } from '@arcanes/domain/astrology/zodiac';
import { isoDateSchema, timeSchema } from './common';
import { chartResponseSchema, houseSystemSchema, timeFoldSchema } from './divination';
import { placeSchema } from './places';

/**
 * The free tools anyone may use without an account: a birth chart and a numerology profile, each
 * shown with its working. A query string is the whole input, so that a shared link (the web page's
 * address carries the same query) reproduces the page; nothing is stored.
 */

/** An empty query parameter (`time=`) is the same as an absent one. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const freeChartQuerySchema = z.object({
  /** Birth date at the place, YYYY-MM-DD. */
  date: isoDateSchema,
  /** Local civil time HH:MM; absent when unknown (no Ascendant nor houses then). */
  time: optional(timeSchema),
  /** A place id from GET /api/places (the GeoNames id). */
  place: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,10}$/, 'place'),
  /** When the clocks went back and showed `time` twice: which of the two moments. */
  fold: optional(timeFoldSchema),
  system: optional(houseSystemSchema).transform((v) => v ?? 'placidus'),
});
export type FreeChartQuery = z.input<typeof freeChartQuerySchema>;

const signSchema = z.enum(SIGN_IDS);
const pointIdSchema = z.enum([...PLANET_IDS, 'ascendant', 'mc']);
const dignitySchema = z.enum(['domicile', 'exaltation', 'detriment', 'fall']);
const elementSchema = z.enum(['fire', 'earth', 'air', 'water']);
const modalitySchema = z.enum(['cardinal', 'fixed', 'mutable']);

const positionSchema = z.object({
  id: pointIdSchema,
  name: z.string(),
  glyph: z.string(),
  longitude: z.number(),
  sign: signSchema,
  sign_name: z.string(),
  sign_glyph: z.string(),
  degree: z.number().int(),
  minute: z.number().int(),
  /** The house the point stands in; null without a birth time, and for the angles. */
  house: z.number().int().nullable(),
  retrograde: z.boolean(),
  /** Essential dignity (domicile, exaltation) or debility (detriment, fall); null when peregrine. */
  dignity: dignitySchema.nullable(),
  dignity_name: z.string().nullable(),
});

export const freeChartResponseSchema = z.object({
  /** The input as understood, the time and fold included: the page's address is built from it. */
  query: z.object({
    date: z.string(),
    time: z.string().nullable(),
    place: z.string(),
    fold: timeFoldSchema.nullable(),
    system: houseSystemSchema,
  }),
  /** `date=…&time=…&place=…`: append to /theme-astral? or /en/birth-chart? to share the chart. */
  share_query: z.string(),
  place: placeSchema,
  /** The whole computed chart (what the wheel is drawn from). */
  chart: chartResponseSchema,
  house_system_name: z.string(),
  /** Why the system used differs from the one asked (polar latitudes), else null. */
  house_system_note: z.string().nullable(),
  /** The eleven bodies, then the Ascendant and Midheaven when the birth time is known. */
  positions: z.array(positionSchema),
  /** Twelve cusps (none without a birth time), each with its sign and ruler. */
  houses: z.array(
    z.object({
      house: z.number().int(),
      longitude: z.number(),
      sign: signSchema,
      sign_name: z.string(),
      degree: z.number().int(),
      minute: z.number().int(),
      ruler: pointIdSchema,
      ruler_name: z.string(),
    }),
  ),
  aspects: z.array(
    z.object({
      a: pointIdSchema,
      b: pointIdSchema,
      a_name: z.string(),
      b_name: z.string(),
      type: z.enum(ASPECT_TYPES as [string, ...string[]]),
      type_name: z.string(),
      glyph: z.string(),
      /** Degrees from exactness. */
      orb: z.number(),
      applying: z.boolean(),
    }),
  ),
  patterns: z.array(
    z.object({
      kind: z.enum(['stellium', 'grand_trine', 't_square', 'grand_cross', 'yod', 'kite']),
      name: z.string(),
      /** « Stellium en Poissons : Soleil, Mercure et Vénus ». */
      label: z.string(),
      members: z.array(pointIdSchema),
      /** What the figure is, in a sentence. */
      meaning: z.string(),
    }),
  ),
  /**
   * Weighted as the readings weigh them: Sun, Moon and Ascendant 3, Mercury, Venus and Mars 2,
   * Jupiter and Saturn 1, Uranus, Neptune and Pluto ½ (the node does not count).
   */
  balance: z.object({
    elements: z.array(
      z.object({ id: elementSchema, name: z.string(), score: z.number(), points: z.array(pointIdSchema) }),
    ),
    modalities: z.array(
      z.object({ id: modalitySchema, name: z.string(), score: z.number(), points: z.array(pointIdSchema) }),
    ),
  }),
  /** The free portrait: Sun, Moon, Ascendant, balance, dominants, from the paid portrait's own paragraphs. */
  portrait: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type FreeChartResponse = z.infer<typeof freeChartResponseSchema>;

export const FREE_NUMBER_KEYS = [
  'life_path',
  'expression',
  'soul_urge',
  'personality',
  'birthday',
  'maturity',
  'personal_year',
] as const;

export const freeNumerologyQuerySchema = z.object({
  /** The full birth name, as on the birth certificate. */
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  birth_date: isoDateSchema,
  /** The calendar year of the personal year; this year in Paris when absent. */
  year: optional(z.coerce.number({ error: 'number' }).int('number').min(1000, 'number').max(9999, 'number')),
});
export type FreeNumerologyQuery = z.input<typeof freeNumerologyQuerySchema>;

const digitSchema = z.number().int();

export const freeNumerologyResponseSchema = z.object({
  query: z.object({ name: z.string(), birth_date: z.string(), year: z.number().int() }),
  /** `name=…&birth_date=…&year=…`: append to /numerologie? or /en/numerology? to share. */
  share_query: z.string(),
  /** Every letter counted, in order, with its Pythagorean value and whether it is read as a vowel. */
  letters: z.array(
    z.object({
      letter: z.string(),
      value: digitSchema,
      kind: z.enum(['vowel', 'consonant']),
      /** Index of the name part (word) it belongs to. */
      part: z.number().int(),
    }),
  ),
  numbers: z.array(
    z.object({
      key: z.enum(FREE_NUMBER_KEYS),
      name: z.string(),
      value: digitSchema,
      master: z.boolean(),
      /** How it is found, in words: « toutes les lettres du nom ». */
      rule: z.string(),
      /** The working, one line each; `label` names a line when it is not obvious (month, day, year). */
      steps: z.array(z.object({ label: z.string().nullable(), working: z.string() })),
      keywords: z.array(z.string()),
      /** The curated meaning of this number in this place. */
      meaning: z.string(),
    }),
  ),
  karmic_debts: z.array(
    z.object({ number: z.number().int(), found_in: z.array(z.string()), theme: z.string() }),
  ),
  karmic_lessons: z.array(z.object({ number: digitSchema, theme: z.string() })),
  /** How many letters carry each value 1–9. */
  inclusion_grid: z.array(z.object({ number: digitSchema, count: z.number().int() })),
});
export type FreeNumerologyResponse = z.infer<typeof freeNumerologyResponseSchema>;
