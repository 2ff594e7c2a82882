import type { SpendingLimitResponse } from '@arcanes/contracts/limits';
import { formatCents } from '@arcanes/domain/money/cents';
import type { Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Lang } from '#api/lib/lang.ts';
import { limitOf, setLimit, toppedUpThisMonth } from './limits.repository';

export async function spendingLimit(db: Db, userId: number): Promise<SpendingLimitResponse> {
  const [limit, spent] = [await limitOf(db, userId), await toppedUpThisMonth(db, userId)];
  return {
    monthly_limit_cents: limit,
    topped_up_this_month_cents: spent,
    left_this_month_cents: limit === null ? null : Math.max(0, limit - spent),
  };
}

export async function changeSpendingLimit(db: Db, userId: number, cents: number | null) {
  await setLimit(db, userId, cents);
  return spendingLimit(db, userId);
}

/** Refuses a top-up of `priceCents` that would take this month's top-ups over the customer's own limit. */
export async function checkSpendingLimit(db: Db, userId: number, priceCents: number, lang: Lang) {
  const limit = await limitOf(db, userId);
  if (limit === null) return;
  const spent = await toppedUpThisMonth(db, userId);
  if (spent + priceCents > limit)
    throw new AppError('MONTHLY_LIMIT_REACHED', {
      limit: formatCents(limit, lang),
      left: formatCents(Math.max(0, limit - spent), lang),
    });
}
