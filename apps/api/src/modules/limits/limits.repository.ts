import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

export async function limitOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('monthly_topup_limit_cents')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.monthly_topup_limit_cents == null ? null : Number(row.monthly_topup_limit_cents);
}

export async function setLimit(db: Db, userId: number, cents: number | null) {
  await db
    .updateTable('users')
    .set({ monthly_topup_limit_cents: cents, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * What the user topped up this calendar month (Paris time): payments credited, and payments still
 * pending from the last two hours (a checkout being paid counts; an abandoned one stops counting).
 */
export async function toppedUpThisMonth(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int8`.as('total'))
    .where('user_id', '=', userId)
    .where(
      sql<boolean>`created_at >= (date_trunc('month', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')`,
    )
    .where((eb) =>
      eb.or([
        eb('status', '=', 'succeeded'),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>', sql<Date>`now() - interval '2 hours'`)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
