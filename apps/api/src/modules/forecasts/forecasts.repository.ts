import type { Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/**
 * The user's short-term forecasts: one per forecast reading ordered (since decision 0210), and the
 * older rows recorded from an option-2 top-up; each with the state of what paid for it.
 */
export async function listUserForecasts(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .leftJoin('readings as r', 'r.id', 's.reading_id')
    .select([
      's.id',
      's.plan',
      's.starts_at',
      's.end_date',
      'p.status as payment_status',
      'r.status as reading_status',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/** Records the period a forecast reading covers, once per reading (in the transaction that charges it). */
export async function insertForecast(
  trx: Transaction<Database>,
  f: { userId: number; plan: string; readingId: string; startsAt: Date; endDate: Date },
) {
  await trx
    .insertInto('subscriptions')
    .values({
      user_id: f.userId,
      plan: f.plan,
      reading_id: f.readingId,
      starts_at: f.startsAt,
      end_date: f.endDate,
    })
    .onConflict((oc) => oc.column('reading_id').doNothing())
    .execute();
}
