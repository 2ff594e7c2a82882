import { z } from 'zod';

/** A short-term forecast bought once: the period it covers, and whether it still does. */
export const forecastSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** covering: the period is running; ended: it is over; refunded: the purchase was refunded. */
  state: z.enum(['covering', 'ended', 'refunded']),
});

export const forecastsResponseSchema = z.object({
  forecasts: z.array(forecastSchema),
  /** How many still cover today. */
  current: z.number().int(),
});
export type ForecastsResponse = z.infer<typeof forecastsResponseSchema>;
