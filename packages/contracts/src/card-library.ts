import { z } from 'zod';
import { langSchema } from './common';

/** The card library (the 78 cards of the Tarot de Marseille, public) and the card of the day (signed in). */

export const cardLibraryQuerySchema = z.object({ lang: langSchema.optional() });

export const cardParamsSchema = z.object({
  /** The card's address word in either language (la-papesse, the-popess) or its stable id. */
  slug: z
    .string()
    .max(60, 'too_long')
    .regex(/^[a-z0-9-]+$/, 'invalid'),
});

export const cardSummarySchema = z.object({
  /** Stable id, as stored in draws and readings. */
  id: z.string(),
  /** The page's address word in each language: /tarot/cartes/{fr}, /en/tarot/cards/{en}. */
  slugs: z.object({ fr: z.string(), en: z.string() }),
  name: z.string(),
  arcana: z.enum(['major', 'minor']),
  suit: z.enum(['batons', 'coupes', 'deniers', 'epees']).nullable(),
  /** Majors 0 (Le Mat) to 21; minors 1 (As) to 14 (Roi). */
  rank: z.number().int(),
  /** The numeral printed on the card (none on Le Mat and the court cards). */
  numeral: z.string().nullable(),
  /** « Arcane majeur XVI », « Arcane mineur — Coupes, l’Eau ». */
  family: z.string(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const cardLibraryResponseSchema = z.object({ cards: z.array(cardSummarySchema) });
export type CardLibraryResponse = z.infer<typeof cardLibraryResponseSchema>;

const meaningSchema = z.object({ keywords: z.array(z.string()), text: z.string() });

export const cardPageResponseSchema = cardSummarySchema.extend({
  upright: meaningSchema,
  reversed: meaningSchema,
  /** What the card says in each place of each of our spreads, in the sentences a reading writes. */
  spreads: z.array(
    z.object({
      id: z.string(),
      option: z.number().int(),
      name: z.string(),
      description: z.string(),
      positions: z.array(
        z.object({
          name: z.string(),
          meaning: z.string(),
          computed: z.boolean(),
          upright: z.string(),
          reversed: z.string(),
        }),
      ),
    }),
  ),
  /** The cards before and after it in the deck's order (Le Mat … Le Monde, then the four suits). */
  previous: cardSummarySchema.nullable(),
  next: cardSummarySchema.nullable(),
});
export type CardPageResponse = z.infer<typeof cardPageResponseSchema>;

export const cardOfTheDayResponseSchema = z.object({
  /** The customer's day, in Paris (YYYY-MM-DD): one card a day, drawn by the server and kept. */
  day: z.string(),
  card: cardSummarySchema,
  reversed: z.boolean(),
  /** The meaning of the card in the orientation it came out. */
  keywords: z.array(z.string()),
  text: z.string(),
  drawn_at: z.string(),
});
export type CardOfTheDayResponse = z.infer<typeof cardOfTheDayResponseSchema>;
