import { z } from 'zod';
import type { Domain } from '@arcanes/domain/catalogue/offers';

export const domainSchema = z.enum(
  ['astrologie', 'numerologie', 'tarot'] as const satisfies readonly Domain[],
  { error: 'choice' },
);
export const optionSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'choice' });

/** One pricing card, localised; `price` is the display text ("6,99 €" / "€6.99"), `price_cents` the exact amount TTC. */
export const offerSchema = z.object({
  option: optionSchema,
  title: z.string(),
  subtitle: z.string(),
  price_cents: z.number().int().positive(),
  price: z.string(),
  features: z.array(z.string()),
  cta: z.string(),
  delivery: z.enum(['screen', 'pdf']),
  plan_months: z.number().int().positive().nullable(),
});
export type OfferView = z.infer<typeof offerSchema>;

/** The nine options (three per domain) with their names, for the domain chooser and the payment recap. */
export const domainOptionsSchema = z.object({
  id: domainSchema,
  name: z.string(),
  options: z.array(
    z.object({
      option: optionSchema,
      name: z.string(),
      price_cents: z.number().int().positive(),
      price: z.string(),
    }),
  ),
});

export const offersResponseSchema = z.object({
  offers: z.array(offerSchema),
  domains: z.array(domainOptionsSchema),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
