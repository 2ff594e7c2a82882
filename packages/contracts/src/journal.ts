import { z } from 'zod';

/** The longest note a customer may keep on a draw (characters, after trimming). */
export const JOURNAL_NOTE_MAX = 2000;
/** The longest search (question, card name or note). */
export const JOURNAL_SEARCH_MAX = 100;
export const JOURNAL_PAGE_SIZE_MAX = 100;

/** « Mon journal de tirages »: a page of the customer's tarot draws, newest first, optionally searched. */
export const journalQuerySchema = z.object({
  q: z.string().trim().max(JOURNAL_SEARCH_MAX, 'too_long').optional(),
  page: z.coerce.number({ error: 'number' }).int('number').min(1, 'number').max(100_000, 'number').default(1),
  page_size: z.coerce
    .number({ error: 'number' })
    .int('number')
    .min(1, 'number')
    .max(JOURNAL_PAGE_SIZE_MAX, 'number')
    .default(10),
});
export type JournalQuery = z.input<typeof journalQuerySchema>;

export const journalCardSchema = z.object({
  /** The position in the spread (0 first) and its name in the request's language. */
  position: z.number().int(),
  position_name: z.string(),
  card_id: z.string(),
  card_name: z.string(),
  arcana: z.enum(['major', 'minor']),
  suit: z.enum(['batons', 'coupes', 'deniers', 'epees']).nullable(),
  reversed: z.boolean(),
});

export const journalEntrySchema = z.object({
  /** The reading's id: the draw is kept with its reading, the note beside it. */
  id: z.string(),
  drawn_at: z.string(),
  option: z.number().int(),
  spread: z.object({ id: z.string(), name: z.string() }),
  question: z.string().nullable(),
  topic: z.enum(['amour', 'travail', 'general']),
  cards: z.array(journalCardSchema),
  note: z.string().nullable(),
  note_updated_at: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalResponseSchema = z.object({
  entries: z.array(journalEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  pages: z.number().int(),
});
export type JournalResponse = z.infer<typeof journalResponseSchema>;

export const journalEntryParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

/** The customer's own note on a draw; an empty note removes it. */
export const journalNoteRequestSchema = z.object({
  note: z.string({ error: 'required' }).trim().max(JOURNAL_NOTE_MAX, 'note_too_long'),
});
export type JournalNoteRequest = z.input<typeof journalNoteRequestSchema>;

export const journalNoteResponseSchema = z.object({
  id: z.string(),
  note: z.string().nullable(),
  note_updated_at: z.string().nullable(),
});

const countedCard = z.object({
  card_id: z.string(),
  card_name: z.string(),
  arcana: z.enum(['major', 'minor']),
  count: z.number().int(),
  reversed: z.number().int(),
});

/** What the Marseille deck said over time: recurring cards, suits, majors and minors, reversed cards. */
export const journalStatsSchema = z.object({
  draws: z.number().int(),
  cards: z.number().int(),
  majors: z.number().int(),
  minors: z.number().int(),
  reversed: z.number().int(),
  /** Shares of all cards drawn, 0–1 (0 when nothing was drawn). */
  majors_share: z.number(),
  reversed_share: z.number(),
  /** Cards drawn more than once, most frequent first (at most ten). */
  recurring: z.array(countedCard),
  suits: z.array(
    z.object({
      suit: z.enum(['batons', 'coupes', 'deniers', 'epees']),
      name: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Month by month (YYYY-MM, Paris time), oldest first: only months with a draw. */
  months: z.array(
    z.object({
      month: z.string(),
      draws: z.number().int(),
      cards: z.number().int(),
      majors: z.number().int(),
      minors: z.number().int(),
      reversed: z.number().int(),
    }),
  ),
});
export type JournalStats = z.infer<typeof journalStatsSchema>;
