import { z } from 'zod';
import { isoDateSchema } from './common';

/** An IANA time zone name ("Europe/Paris"); the server checks it is one it knows. */
export const zoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(64, 'too_long')
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/, 'zone');

/** « Votre ciel du jour »: a day (default today where the customer is) and the zone its times are said in. */
export const skyQuerySchema = z.object({
  date: isoDateSchema.optional(),
  zone: zoneSchema.optional(),
  langage: z.enum(['fr', 'en']).optional(),
});

export const skyTransitSchema = z.object({
  id: z.string(),
  planet: z.string(),
  planet_name: z.string(),
  natal: z.string(),
  natal_name: z.string(),
  type: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition']),
  nature: z.enum(['flowing', 'tense', 'fusion', 'adjusting']),
  /** « Vénus en trigone à votre Lune natale » / "Venus trine your natal Moon". */
  title: z.string(),
  /** « exact aujourd’hui à 14 h 32 », « exact le 26 novembre à 20 h 51 », or the span when no hit is near. */
  when: z.string(),
  start: z.string(),
  end: z.string(),
  exact_at: z.string().nullable(),
  exact_today: z.boolean(),
  /** The curated meaning of this transit, then a line on what its kind of aspect asks. */
  text: z.string(),
  nature_note: z.string(),
});

export const skyResponseSchema = z.object({
  date: z.string(),
  /** « lundi 23 novembre 2026 » / "Monday 23 November 2026". */
  date_label: z.string(),
  zone: z.string(),
  today: z.string(),
  /** What the birth data allowed: no time (or no place) leaves out the Moon, the Ascendant and the MC. */
  birth: z.object({ time_known: z.boolean(), place_known: z.boolean() }),
  transits: z.array(skyTransitSchema),
  moon: z.object({ sign: z.string(), sign_name: z.string(), text: z.string() }),
  subscription: z.object({ enabled: z.boolean(), zone: z.string().nullable() }),
});
export type SkyResponse = z.infer<typeof skyResponseSchema>;

/** The morning e-mail: on (with the zone its times are said in) or off. */
export const skySubscriptionRequestSchema = z.object({
  enabled: z.boolean({ error: 'required' }),
  zone: zoneSchema.optional(),
  langage: z.enum(['fr', 'en']).optional(),
});
export const skySubscriptionResponseSchema = z.object({ enabled: z.boolean(), zone: z.string().nullable() });
