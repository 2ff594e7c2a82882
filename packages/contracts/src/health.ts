import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
/** In production only the status: which providers run is for the administrators' dashboard. */
export const readyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']).optional(),
  migrations: z.object({ pending: z.array(z.string()) }).optional(),
  providers: z
    .object({
      ai: z.string(),
      card: z.string(),
      paypal: z.string(),
      mail: z.string(),
    })
    .optional(),
});
