import { readingDelivery } from '#api/jobs/reading-delivery.address.ts';
import { findStuckReadings } from '#api/modules/readings/readings.repository.ts';
import type { DeliveryDeps } from './delivery.service';
import { refundAndTell } from './delivery.service';

/** An on-screen answer still pending after this long was interrupted (a crash between debit and answer). */
const PENDING_AFTER_MINUTES = 15;

/** Readings given up per run, at most. */
const SWEPT_AT_ONCE = 100;

/** A delivery job still waiting, waiting for a retry or running for the reading (pg-boss's findJobs). */
async function deliveryJobLeft(deps: DeliveryDeps, readingId: string): Promise<boolean> {
  const jobs = await deps.queue.boss.findJobs(readingDelivery.name, { data: { readingId } });
  return jobs.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
}

/**
 * Nothing is lost: a reading left without its answer or its report — the process died at the wrong
 * moment, or the delivery job itself is gone — is refunded and the customer told. A report is given up
 * only once the delivery promise has passed and no delivery job is still waiting or running for it.
 */
export async function sweepStuckReadings(deps: DeliveryDeps): Promise<{ refunded: string[] }> {
  const hours = deps.config.DELIVERY_PROMISE_HOURS;
  const candidates = await findStuckReadings(deps.db, {
    pendingAfterMinutes: PENDING_AFTER_MINUTES,
    queuedAfterSeconds: Math.round(hours * 3600),
    // Readings past the promise whose job still retries are skipped below: read more than are handled.
    limit: SWEPT_AT_ONCE * 10,
  });
  const stuck: typeof candidates = [];
  for (const row of candidates) {
    if (stuck.length === SWEPT_AT_ONCE) break;
    if ((row.status === 'queued' || row.status === 'writing') && (await deliveryJobLeft(deps, row.id)))
      continue;
    stuck.push(row);
  }
  const refunded: string[] = [];
  for (const row of stuck) {
    await refundAndTell(
      deps,
      row.id,
      row.status === 'pending'
        ? 'interrupted before the answer'
        : row.status === 'failed'
          ? 'failed'
          : 'delivery abandoned: promise passed and no delivery job left',
    );
    refunded.push(row.id);
  }
  return { refunded };
}
