/**
 * A report's reasons and the length of its explanation, without zod: the home page's report form is in
 * the first load, which carries no schema library (its schemas are in reviews.ts).
 */
export const REVIEW_REPORT_REASONS = [
  'illegal',
  'hateful',
  'personal_data',
  'fake',
  'spam',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_DETAILS_MAX = 1000;
