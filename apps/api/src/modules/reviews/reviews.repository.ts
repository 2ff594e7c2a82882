import { sql } from 'kysely';
import type { ReviewStatus } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';

/** The readings that count as delivered: answered on screen, or e-mailed as a PDF. */
export const DELIVERED = ['answered', 'sent'] as const;

/** The reading as its buyer would review it: whose it is, whether delivered, its author's names. */
export async function readingForReview(db: Db, readingId: string) {
  return db
    .selectFrom('readings as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.status', 'u.first_name', 'u.last_name'])
    .where('r.id', '=', readingId)
    .executeTakeFirst();
}

/**
 * Inserts the review if the reading is the user's and delivered and has none yet, in one statement:
 * two submissions at the same moment leave one review (the reading is unique). Undefined otherwise.
 */
export async function insertReview(
  db: Db,
  r: { readingId: string; userId: number; author: string; rating: number; text: string; lang: 'fr' | 'en' },
) {
  return db
    .insertInto('reviews')
    .columns(['reading_id', 'user_id', 'author', 'rating', 'text', 'lang'])
    .expression((eb) =>
      eb
        .selectFrom('readings')
        .select([
          'id',
          'user_id',
          sql<string>`${r.author}::text`.as('author'),
          sql<number>`${r.rating}::smallint`.as('rating'),
          sql<string>`${r.text}::text`.as('text'),
          sql<string>`${r.lang}::text`.as('lang'),
        ])
        .where('id', '=', r.readingId)
        .where('user_id', '=', r.userId)
        .where('status', 'in', DELIVERED),
    )
    .onConflict((oc) => oc.column('reading_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function reviewOfReading(db: Db, readingId: string) {
  return db.selectFrom('reviews').selectAll().where('reading_id', '=', readingId).executeTakeFirst();
}

/** Every review of the user, newest first (the GDPR export). */
export async function reviewsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A customer's own reviews, newest first: `reviews_user_created_idx` in order. */
const MY_REVIEWS_PAGE: KeysetSpec = {
  list: 'my-reviews',
  sort: 'created_at',
  sortType: 'timestamptz',
  id: 'id',
  idType: 'uuid',
  direction: 'desc',
};

/** One page of the user's reviews (keyset, decision 0305). */
export async function reviewsPageOfUser(db: Db, userId: number, page: PageRequest) {
  return keysetPage(
    db.selectFrom('reviews').selectAll().where('user_id', '=', userId),
    MY_REVIEWS_PAGE,
    page,
    50,
  );
}

/** The user's reviews of these readings (a page of their history): at most one each. */
export async function reviewsOfReadings(db: Db, userId: number, readingIds: readonly string[]) {
  if (readingIds.length === 0) return [];
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .where('reading_id', 'in', readingIds)
    .execute();
}

/** Published reviews, newest first, with the date of the reading each is about. */
export async function publishedReviews(db: Db, limit: number) {
  return db
    .selectFrom('reviews as v')
    .innerJoin('readings as r', 'r.id', 'v.reading_id')
    .select(['v.id', 'v.rating', 'v.text', 'v.author', 'v.moderated_at', 'r.created_at as reading_at'])
    .where('v.status', '=', 'published')
    .orderBy('v.moderated_at', 'desc')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

export async function publishedSummary(db: Db) {
  const row = await db
    .selectFrom('reviews')
    .select([sql<number>`count(*)::int`.as('total'), sql<number | null>`avg(rating)::float8`.as('average')])
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), average: row.average === null ? null : Number(row.average) };
}

function adminSelect(db: Db) {
  return db
    .selectFrom('reviews as v')
    .innerJoin('readings as r', 'r.id', 'v.reading_id')
    .leftJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('users as m', 'm.id', 'v.moderated_by')
    .select([
      'v.id',
      'v.reading_id',
      'r.domain',
      'r.option',
      'r.created_at as reading_at',
      'v.user_id',
      'u.username',
      'v.author',
      'v.rating',
      'v.text',
      'v.lang',
      'v.status',
      'v.created_at',
      'v.moderated_at',
      'm.username as moderated_by',
      'v.reject_reason',
    ]);
}

export type AdminReviewRow = Awaited<ReturnType<typeof adminReview>>;

/** Waiting reviews oldest first (the moderation queue): `reviews_status_created_idx` in order. */
const PENDING_PAGE: KeysetSpec = {
  list: 'admin-reviews:pending',
  sort: 'v.created_at',
  sortType: 'timestamptz',
  id: 'v.id',
  idType: 'uuid',
  direction: 'asc',
};

/** Decided reviews, latest decision first: `reviews_status_moderated_idx` in order. */
const decidedPage = (status: ReviewStatus): KeysetSpec => ({
  list: `admin-reviews:${status}`,
  sort: 'v.moderated_at',
  sortType: 'timestamptz',
  id: 'v.id',
  idType: 'uuid',
  direction: 'desc',
});

/** One page of the reviews in `status` (keyset, decision 0305): every one reachable, however many. */
export async function adminReviews(db: Db, status: ReviewStatus, page: PageRequest) {
  return keysetPage(
    adminSelect(db).where('v.status', '=', status),
    status === 'pending' ? PENDING_PAGE : decidedPage(status),
    page,
    50,
  );
}

export async function adminReview(db: Db, id: string) {
  return adminSelect(db).where('v.id', '=', id).executeTakeFirst();
}

/** Locks the review for a moderation decision (two administrators deciding at once: one wins). */
export async function lockReview(db: Db, id: string) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setModeration(
  db: Db,
  id: string,
  m: { status: 'published' | 'rejected'; by: number; reason: string | null },
) {
  await db
    .updateTable('reviews')
    .set({ status: m.status, moderated_at: new Date(), moderated_by: m.by, reject_reason: m.reason })
    .where('id', '=', id)
    .execute();
}

export async function deleteReviewsOfUser(db: Db, userId: number) {
  await db.deleteFrom('reviews').where('user_id', '=', userId).execute();
}
