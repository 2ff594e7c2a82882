import type { Db } from '../../db/tx';

/** The user's short-term forecasts (one per purchase of option 2), with their payment's state. */
export async function listUserForecasts(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .select(['s.id', 's.plan', 's.starts_at', 's.end_date', 'p.status as payment_status'])
    .where('s.user_id', '=', userId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}
