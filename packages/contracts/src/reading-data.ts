import { z } from 'zod';

/**
 * What a reading sends to the interpreter, shown once at the first order (its wording is in the web's
 * `domains` locale, `readingData`); the acceptance is stored with this version. Change it with the text.
 */
export const READING_DATA_TEXT_VERSION = '2026-11-23';

/** The reading request carries this field, true when the customer ordered with the notice shown. */
export const READING_DATA_ACCEPTANCE_FIELD = 'accept_reading_data';

export const readingDataResponseSchema = z.object({
  /** True once the customer accepted the current text. */
  accepted: z.boolean(),
  accepted_at: z.string().nullable(),
  text_version: z.string().nullable(),
  current_version: z.string(),
});
export type ReadingDataResponse = z.infer<typeof readingDataResponseSchema>;

export const readingDataRequestSchema = z.object({ accept: z.literal(true, { error: 'required' }) });
