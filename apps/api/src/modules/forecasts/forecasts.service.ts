import type { Transaction } from 'kysely';
import type { ForecastsResponse } from '@arcanes/contracts/forecasts';
import { offerFor } from '@arcanes/domain/catalogue/offers';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import type { Lang } from '#api/lib/lang.ts';
import { planLabel } from '#api/modules/payments/payments.service.ts';
import { insertForecast, listUserForecasts } from './forecasts.repository';

/** The same day `months` later, or that month's last day (31 May + 3 months → 31 August, 30 November → 28/29 February). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + months);
  if (d.getUTCDate() < day) d.setUTCDate(0);
  return d;
}

/**
 * A forecast reading was just ordered (option 2, whatever its domain): the period it covers starts
 * now. Called in the transaction that charges the reading, so both commit or neither; a replay of
 * the same reading records nothing more. Other options record nothing.
 */
export async function recordForecast(
  trx: Transaction<Database>,
  r: { userId: number; readingId: string; domain: string; option: number; orderedAt: Date },
): Promise<void> {
  const months = offerFor(r.option)?.planMonths;
  if (!months) return;
  await insertForecast(trx, {
    userId: r.userId,
    plan: `forecast-${months}m:${r.domain}`,
    readingId: r.readingId,
    startsAt: r.orderedAt,
    endDate: addMonths(r.orderedAt, months),
  });
}

/**
 * A short-term forecast is a one-off purchase that covers a period (three months), not a
 * subscription: nothing renews and there is nothing to cancel. Each shows the period it covers.
 */
export async function userForecasts(db: Db, userId: number, lang: Lang): Promise<ForecastsResponse> {
  const now = Date.now();
  const rows = await listUserForecasts(db, userId);
  const forecasts = rows.map((f) => {
    const end = new Date(f.end_date);
    const state: 'covering' | 'ended' | 'refunded' =
      f.payment_status === 'refunded' || f.reading_status === 'refunded'
        ? 'refunded'
        : end.getTime() > now
          ? 'covering'
          : 'ended';
    return {
      id: f.id,
      title: planLabel(f.plan, lang),
      starts_at: new Date(f.starts_at).toISOString(),
      ends_at: end.toISOString(),
      state,
    };
  });
  return { forecasts, current: forecasts.filter((f) => f.state === 'covering').length };
}
