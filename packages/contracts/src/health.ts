import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ pending: z.array(z.string()) }),
  providers: z.object({
    ai: z.string(),
    card: z.string(),
    paypal: z.string(),
    mail: z.string(),
  }),
});
