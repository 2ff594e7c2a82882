import { z } from 'zod';

/**
 * Keyset paging, one convention for every list that can grow (decision 0305): a list takes
 * `?cursor=` (opaque: the value of `next_cursor` from the page before) and `?limit=`, and answers
 * with its items under the seed's field name and `next_cursor` beside them — null on the last page.
 * Rows are ordered by a sort key and the row's id, so every row is reached exactly once, even
 * when rows are added between two pages (new rows come before the first page of a newest-first list).
 */
export const pageQueryShape = {
  cursor: z
    .string()
    .trim()
    .min(1, 'cursor')
    .max(400, 'cursor')
    .optional()
    .describe('Opaque: `next_cursor` of the previous page. Absent for the first page.'),
  limit: z.coerce
    .number({ error: 'number' })
    .int('number')
    .min(1, 'number')
    .max(100, 'number')
    .optional()
    .describe('Rows per page (1–100); each list has its own default.'),
};

export const pageQuerySchema = z.object(pageQueryShape);
export type PageQuery = z.input<typeof pageQuerySchema>;

export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Pass it as `?cursor=` to get the next page; null on the last page.');
