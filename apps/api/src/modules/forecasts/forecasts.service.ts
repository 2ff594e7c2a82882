import type { ForecastsResponse } from '@arcanes/contracts/forecasts';
import type { Db } from '../../db/tx';
import type { Lang } from '../../lib/lang';
import { planLabel } from '../payments/payments.service';
import { listUserForecasts } from './forecasts.repository';

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
      f.payment_status === 'refunded' ? 'refunded' : end.getTime() > now ? 'covering' : 'ended';
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
