import type { AdminReviewReportsResponse, ReviewReportRequest } from '@arcanes/contracts/reviews';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { reviewReportMailJob } from '#api/jobs/review-report-mail.job.ts';
import type { Lang } from '#api/lib/lang.ts';
import type { PageRequest } from '#api/lib/paging.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { lockReview, setModeration } from './reviews.repository';
import {
  decideReports,
  insertReport,
  lockOpenReports,
  openReportsPage,
  publishedReview,
} from './review-reports.repository';
import type { Moderator } from './reviews.service';

/**
 * A report of a published review (DSA art. 16), by a visitor (an address required) or a customer (the
 * account's address unless another is given). A repeat of an open report by the same person is not
 * stored again and gets the same answer. The acknowledgement of receipt is e-mailed (16(4)).
 */
export async function reportReview(
  deps: { db: Kysely<Database>; queue: Queue },
  reviewId: string,
  input: ReviewReportRequest,
  reporter: { id: number | null; lang: Lang },
): Promise<void> {
  const email = input.email ? input.email : null;
  if (reporter.id === null && !email)
    throw new AppError('REVIEW_REPORT_EMAIL_REQUIRED', {}, { email: 'required' });
  if (!(await publishedReview(deps.db, reviewId))) throw new AppError('NOT_FOUND');
  await inTransaction(deps.db, async (trx) => {
    const id = await insertReport(trx, {
      reviewId,
      reporterId: reporter.id,
      reason: input.reason,
      details: input.details.trim(),
      email,
      lang: reporter.lang,
    });
    if (id) await deps.queue.send(reviewReportMailJob, { kind: 'received', id }, { trx });
  });
}

export async function listOpenReports(db: Db, request: PageRequest): Promise<AdminReviewReportsResponse> {
  const page = await openReportsPage(db, request);
  return {
    reports: page.items.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      reporter: r.reporter_id !== null ? 'customer' : 'visitor',
      created_at: new Date(r.created_at).toISOString(),
      review: {
        id: r.review_id,
        author: r.author,
        rating: Number(r.rating),
        text: r.text,
        status: r.review_status,
        open_reports: Number(r.open_reports),
      },
    })),
    next_cursor: page.next_cursor,
  };
}

/**
 * The decision on every open report of a review, together, audited. Upheld: the review is withdrawn
 * from the public (status rejected, the statement of reasons as its reason), its author is sent the
 * statement of reasons (DSA 17). Dismissed: the review stays. Each reporter is told the decision (16(5)).
 */
export async function decideReviewReports(
  db: Db,
  queue: Queue,
  reviewId: string,
  decision: { action: 'uphold'; statement: string } | { action: 'dismiss' },
  actor: Moderator,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const review = await lockReview(trx, reviewId);
    if (!review) throw new AppError('NOT_FOUND');
    const reports = await lockOpenReports(trx, reviewId);
    if (reports.length === 0) throw new AppError('REVIEW_REPORTS_NONE');
    const ids = reports.map((r) => r.id);
    const status = decision.action === 'uphold' ? 'upheld' : 'dismissed';
    await decideReports(trx, ids, { status, by: actor.id });
    const reasons = [...new Set(reports.map((r) => r.reason))];
    if (decision.action === 'uphold') {
      await setModeration(trx, reviewId, { status: 'rejected', by: actor.id, reason: decision.statement });
      await queue.send(reviewReportMailJob, { kind: 'removed', id: reviewId, reasons }, { trx });
    }
    for (const id of ids) await queue.send(reviewReportMailJob, { kind: 'decision', id }, { trx });
    await audit(trx, {
      actorId: actor.id,
      actorLabel: actor.username,
      action: decision.action === 'uphold' ? 'review.report_upheld' : 'review.report_dismissed',
      target: `review:${reviewId}`,
      details: {
        reports: ids,
        reasons,
        author_id: review.user_id,
        previous_status: review.status,
        ...(decision.action === 'uphold' ? { statement: decision.statement } : {}),
      },
      ip: actor.ip,
    });
    return ids.length;
  });
}
