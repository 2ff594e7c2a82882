import { z } from 'zod';
import { emailSchema, langSchema, requiredText } from './common';

export const contactRequestSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  message: requiredText(5000),
  lang: langSchema.optional(),
  /** Honeypot: people leave it empty; a bot that fills it is answered as if it worked. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
