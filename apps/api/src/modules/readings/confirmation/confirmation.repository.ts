import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

/** What the order's confirmation states: the reading, and where its owner reads their mail. */
export async function readingToConfirm(db: Db, readingId: string) {
  return db
    .selectFrom('readings')
    .leftJoin('users', 'users.id', 'readings.user_id')
    .select([
      'readings.id',
      'readings.option',
      'readings.lang',
      'readings.inputs',
      'readings.price_cents',
      'readings.status',
      'readings.created_at',
      'readings.answer',
      'readings.confirmation_sent_at',
      // The last confirmed address while a new one awaits its confirmation (decision 0276).
      sql<string | null>`coalesce(users.prior_email, users.email)`.as('email'),
      'users.first_name',
      'users.deleted_at',
    ])
    .where('readings.id', '=', readingId)
    .executeTakeFirst();
}

export async function markConfirmationSent(db: Db, readingId: string) {
  await db
    .updateTable('readings')
    .set({ confirmation_sent_at: sql<Date>`coalesce(confirmation_sent_at, now())` })
    .where('id', '=', readingId)
    .execute();
}
