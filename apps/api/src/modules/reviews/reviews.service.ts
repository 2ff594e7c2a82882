import type {
  AdminReview,
  AdminReviewsResponse,
  MyReview,
  PublicReviewsResponse,
  ReviewRequest,
  ReviewStatus,
} from '@arcanes/contracts/reviews';
import type { Selectable } from 'kysely';
import type { ReviewsTable } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import type { PageRequest } from '#api/lib/paging.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import {
  adminReview,
  adminReviews,
  deleteReviewsOfUser,
  DELIVERED,
  insertReview,
  lockReview,
  publishedReviews,
  publishedSummary,
  readingForReview,
  reviewOfReading,
  reviewsOfReadings,
  reviewsOfUser,
  reviewsPageOfUser,
  setModeration,
  type AdminReviewRow,
} from './reviews.repository';

/** How many published reviews the home page shows. */
export const PUBLIC_REVIEWS_SHOWN = 6;

/** « Léa M. »: the first name and the initial of the last name, nothing more. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim().slice(0, 60);
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || '—';
}

const iso = (d: Date | string) => new Date(d).toISOString();
/** The calendar day in Paris (the site's dates are French ones): YYYY-MM-DD. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
const day = (d: Date | string) => PARIS_DAY.format(new Date(d));

function mine(row: Selectable<ReviewsTable>): MyReview {
  return {
    id: row.id,
    reading_id: row.reading_id,
    rating: Number(row.rating),
    text: row.text,
    status: row.status,
    created_at: iso(row.created_at),
    reject_reason: row.reject_reason,
  };
}

/**
 * The buyer's review of a delivered reading, once: it waits for moderation before anyone else sees it.
 * Refused (and nothing stored) for someone else's reading, one not delivered, or one already reviewed.
 */
export async function submitReview(db: Db, userId: number, input: ReviewRequest, lang: Lang) {
  const reading = await readingForReview(db, input.reading_id);
  if (!reading || reading.user_id !== userId) throw new AppError('REVIEW_READING_NOT_FOUND');
  if (!(DELIVERED as readonly string[]).includes(reading.status)) throw new AppError('REVIEW_NOT_DELIVERED');
  const row = await insertReview(db, {
    readingId: input.reading_id,
    userId,
    author: authorName(reading.first_name, reading.last_name),
    rating: input.rating,
    text: input.text,
    lang,
  });
  if (!row) {
    if (await reviewOfReading(db, input.reading_id)) throw new AppError('REVIEW_EXISTS');
    // Refunded between the two statements: no longer delivered.
    throw new AppError('REVIEW_NOT_DELIVERED');
  }
  return mine(row);
}

/** The customer's reviews, a page at a time, newest first. */
export async function myReviews(db: Db, userId: number, page: PageRequest) {
  const { items, next_cursor } = await reviewsPageOfUser(db, userId, page);
  return { reviews: items.map(mine), next_cursor };
}

/**
 * The customer's review of each of these readings, by reading (absent where none is written): a page
 * of the history carries its rows' reviews, so the page never needs the whole list.
 */
export async function myReviewsOf(
  db: Db,
  userId: number,
  readingIds: readonly string[],
): Promise<Map<string, MyReview>> {
  const rows = await reviewsOfReadings(db, userId, readingIds);
  return new Map(rows.map((row) => [row.reading_id, mine(row)]));
}

/** What the home page shows: published reviews only, newest first. */
export async function publicReviews(db: Db): Promise<PublicReviewsResponse> {
  const [rows, summary] = [await publishedReviews(db, PUBLIC_REVIEWS_SHOWN), await publishedSummary(db)];
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      text: r.text,
      author: r.author,
      published_at: day(r.moderated_at!),
      reading_date: day(r.reading_at),
    })),
    total: summary.total,
    average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
  };
}

function adminView(r: NonNullable<AdminReviewRow>): AdminReview {
  return {
    id: r.id,
    reading_id: r.reading_id,
    domain: r.domain,
    option: Number(r.option),
    reading_date: day(r.reading_at),
    user_id: r.user_id,
    username: r.username,
    author: r.author,
    rating: Number(r.rating),
    text: r.text,
    lang: r.lang,
    status: r.status,
    created_at: iso(r.created_at),
    moderated_at: r.moderated_at ? iso(r.moderated_at) : null,
    moderated_by: r.moderated_by,
    reject_reason: r.reject_reason,
  };
}

export async function listReviewsForModeration(
  db: Db,
  status: ReviewStatus,
  page: PageRequest = {},
): Promise<AdminReviewsResponse> {
  const { items, next_cursor } = await adminReviews(db, status, page);
  return { reviews: items.map(adminView), next_cursor };
}

export interface Moderator {
  id: number;
  username: string;
  ip: string | null;
}

/**
 * An administrator's decision, audited: publish a pending review, or reject one (pending, or already
 * published: it is withdrawn) with the reason its author is told. A review decided meanwhile is refused.
 */
export async function moderateReview(
  db: Db,
  id: string,
  decision: { action: 'publish' } | { action: 'reject'; reason: string },
  actor: Moderator,
  lang: Lang,
): Promise<AdminReview> {
  return inTransaction(db, async (trx) => {
    const review = await lockReview(trx, id);
    if (!review) throw new AppError('NOT_FOUND');
    const allowed =
      decision.action === 'publish' ? review.status === 'pending' : review.status !== 'rejected';
    if (!allowed)
      throw new AppError('REVIEW_ALREADY_MODERATED', {
        status: texts(lang, 'answers')(`reviewStatus.${review.status}`),
      });
    const reason = decision.action === 'reject' ? decision.reason : null;
    await setModeration(trx, id, {
      status: decision.action === 'publish' ? 'published' : 'rejected',
      by: actor.id,
      reason,
    });
    await audit(trx, {
      actorId: actor.id,
      actorLabel: actor.username,
      action: decision.action === 'publish' ? 'review.published' : 'review.rejected',
      target: `review:${id}`,
      details: {
        reading_id: review.reading_id,
        author_id: review.user_id,
        rating: Number(review.rating),
        previous_status: review.status,
        ...(reason ? { reason } : {}),
      },
      ip: actor.ip,
    });
    return adminView((await adminReview(trx, id))!);
  });
}

/** GDPR export: the person's reviews as stored. */
export const reviewsForExport = (db: Db, userId: number) => reviewsOfUser(db, userId);

/** GDPR erasure: the person's reviews go, published ones included. */
export const eraseReviewsOf = deleteReviewsOfUser;
