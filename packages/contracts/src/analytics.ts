import { z } from 'zod';

/**
 * A page path as counted: no query or fragment, numeric and UUID segments folded to `:id` so that
 * one page is one row however many readings or payments it shows.
 */
export function normalisePagePath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const folded = path
    .split('/')
    .map((s) =>
      /^\d+$/.test(s) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)
        ? ':id'
        : s,
    )
    .join('/');
  const trimmed = folded.length > 1 ? folded.replace(/\/+$/, '') : folded;
  return /^\/[A-Za-z0-9/_:.-]{0,99}$/.test(trimmed) ? trimmed : null;
}

export const pageviewRequestSchema = z.object({
  path: z
    .string({ error: 'required' })
    .max(2000, 'too_long')
    .transform((v, ctx) => {
      const path = normalisePagePath(v);
      if (path === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return path;
    }),
});
export type PageviewRequest = z.input<typeof pageviewRequestSchema>;

export const pageviewResponseSchema = z.object({ status: z.literal('success') });

export const pageviewsQuerySchema = z.object({
  days: z.coerce.number({ error: 'number' }).int('number').min(1, 'number').max(366, 'number').default(30),
});

/**
 * The administrator's view over the last `days` days (UTC calendar days, today included): views per
 * page, most viewed first, and views per day, oldest first, every day listed (zero when none).
 */
export const pageviewsResponseSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  total: z.number().int(),
  pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  by_day: z.array(z.object({ date: z.string(), views: z.number().int() })),
});
export type PageviewsResponse = z.infer<typeof pageviewsResponseSchema>;
