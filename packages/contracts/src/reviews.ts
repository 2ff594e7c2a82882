import { z } from 'zod';
import { emailSchema } from './common';
import { nextCursorSchema, pageQueryShape } from './paging';
import { REVIEW_REPORT_DETAILS_MAX, REVIEW_REPORT_REASONS, type ReviewReportReason } from './review-reports';

/**
 * Customer reviews (Code de la consommation L111-7-2 and D111-16 to D111-19): only the buyer of a
 * delivered reading may review it, once; a review is published only after an administrator's
 * moderation, with its date and the date of the reading it is about, and the author of a rejected
 * review is told why.
 */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 600;
export const REVIEW_REASON_MAX = 300;

export const reviewStatusSchema = z.enum(['pending', 'published', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewRequestSchema = z.object({
  reading_id: z.uuid({ error: 'invalid' }),
  rating: z
    .number({ error: 'review_rating' })
    .int('review_rating')
    .min(1, 'review_rating')
    .max(5, 'review_rating'),
  text: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(REVIEW_TEXT_MIN, 'review_short')
    .max(REVIEW_TEXT_MAX, 'too_long'),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** A review as its author sees it, with the moderation's outcome. */
export const myReviewSchema = z.object({
  id: z.string(),
  reading_id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  status: reviewStatusSchema,
  created_at: z.string(),
  /** Why it was not published (told to the author, L111-7-2). */
  reject_reason: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewResponseSchema = z.object({ review: myReviewSchema, message: z.string() });
/** The customer's reviews, newest first, paged by `cursor` (each reading's own is also in its history item). */
export const myReviewsResponseSchema = z.object({
  reviews: z.array(myReviewSchema),
  next_cursor: nextCursorSchema,
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

/** A published review as everyone sees it: the first name and the initial of the last name only. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** « Léa M. » */
  author: z.string(),
  /** The date the review was published (after moderation). */
  published_at: z.string(),
  /** The date of the reading it is about (the consumer experience, D111-17). */
  reading_date: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  /** All published reviews, and their average rating (null with none). */
  total: z.number().int(),
  average: z.number().nullable(),
});
export type PublicReviewsResponse = z.infer<typeof publicReviewsResponseSchema>;

export const adminReviewsQuerySchema = z.object({
  status: reviewStatusSchema.default('pending'),
  /** Keyset paging (decision 0305): `next_cursor` of the page before (waiting ones oldest first, others newest first). */
  cursor: pageQueryShape.cursor,
  limit: pageQueryShape.limit,
});

export const adminReviewSchema = z.object({
  id: z.string(),
  reading_id: z.string(),
  domain: z.string(),
  option: z.number().int(),
  reading_date: z.string(),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  lang: z.enum(['fr', 'en']),
  status: reviewStatusSchema,
  created_at: z.string(),
  moderated_at: z.string().nullable(),
  moderated_by: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = z.object({
  reviews: z.array(adminReviewSchema),
  next_cursor: nextCursorSchema,
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid' }) });

export const rejectReviewRequestSchema = z.object({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(3, 'review_reason')
    .max(REVIEW_REASON_MAX, 'too_long'),
});
export type RejectReviewRequest = z.infer<typeof rejectReviewRequestSchema>;

export const adminReviewResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  review: adminReviewSchema,
});

// ---- Reports of a public review (DSA art. 16 and 17; LCEN art. 6)

export { REVIEW_REPORT_DETAILS_MAX, REVIEW_REPORT_REASONS, type ReviewReportReason };
export const reviewReportReasonSchema = z.enum(REVIEW_REPORT_REASONS, { error: 'report_reason' });

/**
 * A report, by anyone: why, the explanation (DSA 16(2)(a)), an e-mail address (required without a
 * session, DSA 16(2)(c)), and the statement of good faith (DSA 16(2)(d)).
 */
export const reviewReportRequestSchema = z.object({
  reason: reviewReportReasonSchema,
  details: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .min(10, 'report_details')
    .max(REVIEW_REPORT_DETAILS_MAX, 'too_long'),
  email: emailSchema.optional().or(z.literal('').transform(() => undefined)),
  good_faith: z.literal(true, { error: 'good_faith' }),
});
export type ReviewReportRequest = z.input<typeof reviewReportRequestSchema>;

/** The same answer whether or not the same person already reported this review. */
export const reviewReportResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

export const adminReviewReportsQuerySchema = z.object({
  /** Keyset paging (decision 0305): `next_cursor` of the page before; oldest first. */
  cursor: pageQueryShape.cursor,
  limit: pageQueryShape.limit,
});
export type AdminReviewReportsQuery = z.input<typeof adminReviewReportsQuerySchema>;

/** An open report, with the review it is about and how many open reports that review has. */
export const adminReviewReportSchema = z.object({
  id: z.string(),
  reason: reviewReportReasonSchema,
  details: z.string().nullable(),
  /** Whether the reporter can be told the decision (an address, or an account's). */
  reporter: z.enum(['visitor', 'customer']),
  created_at: z.string(),
  review: z.object({
    id: z.string(),
    author: z.string(),
    rating: z.number().int(),
    text: z.string(),
    status: reviewStatusSchema,
    open_reports: z.number().int(),
  }),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;
export const adminReviewReportsResponseSchema = z.object({
  reports: z.array(adminReviewReportSchema),
  next_cursor: nextCursorSchema,
});
export type AdminReviewReportsResponse = z.infer<typeof adminReviewReportsResponseSchema>;

/** « Retirer l'avis »: the statement of reasons its author is sent (DSA 17). */
export const upholdReviewReportsRequestSchema = rejectReviewRequestSchema;
export const reviewReportsDecisionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** How many open reports of the review were decided together. */
  decided: z.number().int(),
});
