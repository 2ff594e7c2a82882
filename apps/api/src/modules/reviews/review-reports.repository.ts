import { sql } from 'kysely';
import type { ReviewReportReason } from '@arcanes/contracts/reviews';
import type { Db } from '#api/db/tx.ts';
import { keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';

export async function publishedReview(db: Db, id: string) {
  return db
    .selectFrom('reviews')
    .select(['id'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/**
 * Stores the report unless the same person (account, or address) already has an open report of this
 * review; the id of the new report, or undefined for a repeat.
 */
export async function insertReport(
  db: Db,
  r: {
    reviewId: string;
    reporterId: number | null;
    reason: ReviewReportReason;
    details: string;
    email: string | null;
    lang: 'fr' | 'en';
  },
) {
  const repeat = await db
    .selectFrom('review_reports')
    .select('id')
    .where('review_id', '=', r.reviewId)
    .where('status', '=', 'open')
    .where((w) =>
      w.or([
        ...(r.reporterId !== null ? [w('reporter_id', '=', r.reporterId)] : []),
        ...(r.email !== null ? [w('email', '=', r.email)] : []),
      ]),
    )
    .executeTakeFirst();
  if (repeat) return undefined;
  const row = await db
    .insertInto('review_reports')
    .values({
      review_id: r.reviewId,
      reporter_id: r.reporterId,
      reason: r.reason,
      details: r.details,
      email: r.email,
      lang: r.lang,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row?.id;
}

/** A report and where its e-mails go: the address given, else the reporter's account's (if not erased). */
export async function reportForMail(db: Db, id: string) {
  return db
    .selectFrom('review_reports as p')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'p.reporter_id').on('u.deleted_at', 'is', null))
    .select(['p.id', 'p.review_id', 'p.reason', 'p.status', 'p.created_at', 'p.handled_at', 'p.lang'])
    .select(sql<string | null>`coalesce(p.email, u.email)`.as('to'))
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** A review and its author's address (null once the account is erased), for the statement of reasons. */
export async function reviewForMail(db: Db, id: string) {
  return db
    .selectFrom('reviews as v')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'v.user_id').on('u.deleted_at', 'is', null))
    .select(['v.id', 'v.lang', 'v.created_at', 'v.moderated_at', 'v.reject_reason', 'v.status'])
    .select(['u.email', 'u.first_name', 'u.username'])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

/** Open reports, oldest first (the index `review_reports_open_idx`). */
export const OPEN_REPORTS_PAGE: KeysetSpec = {
  list: 'admin-review-reports',
  sort: 'p.created_at',
  sortType: 'timestamptz',
  id: 'p.id',
  idType: 'uuid',
  direction: 'asc',
};

export async function openReportsPage(db: Db, request: PageRequest) {
  const query = db
    .selectFrom('review_reports as p')
    .innerJoin('reviews as v', 'v.id', 'p.review_id')
    .select([
      'p.id',
      'p.reason',
      'p.details',
      'p.created_at',
      'p.reporter_id',
      'p.email',
      'v.id as review_id',
      'v.author',
      'v.rating',
      'v.text',
      'v.status as review_status',
    ])
    .select((eb) =>
      eb
        .selectFrom('review_reports as o')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('o.review_id', '=', 'p.review_id')
        .where('o.status', '=', 'open')
        .as('open_reports'),
    )
    .where('p.status', '=', 'open');
  return keysetPage(query, OPEN_REPORTS_PAGE, request, 50);
}

/** Locks the review's open reports for one decision (two administrators at once: one decides). */
export async function lockOpenReports(db: Db, reviewId: string) {
  return db
    .selectFrom('review_reports')
    .select(['id', 'reason'])
    .where('review_id', '=', reviewId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .forUpdate()
    .execute();
}

export async function decideReports(
  db: Db,
  ids: string[],
  d: { status: 'upheld' | 'dismissed'; by: number },
) {
  await db
    .updateTable('review_reports')
    .set({ status: d.status, handled_at: new Date(), handled_by: d.by })
    .where('id', 'in', ids)
    .execute();
}
