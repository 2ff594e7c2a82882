import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { failPayment } from './fulfilment.service';
import { pendingPayments } from './payments.repository';
import { reconcilePaypalPayment } from './paypal.service';
import { reconcileStripePayment } from './stripe.service';

/** A payment still pending after this long is asked about (webhooks normally land within seconds). */
export const RECONCILE_AFTER_MS = 10 * 60_000;
/** A PayPal order nobody approved after this long is abandoned (PayPal drops unapproved orders). */
export const ABANDON_AFTER_MS = 24 * 3_600_000;
/** A demo checkout left open this long expires, like a Stripe Checkout Session (one hour). */
export const DEMO_EXPIRES_AFTER_MS = 3_600_000;

export interface ReconcileReport {
  checked: number;
  credited: number;
  failed: number;
  expired: number;
  errors: number;
}

/**
 * Recovers payments whose confirmation never reached us (a lost webhook, a crash between PayPal's
 * capture and our credit, a buyer who closed the tab after approving): asks the provider about each
 * pending payment older than ten minutes and settles it through the common fulfilment; checkouts
 * nobody finished end as expired. Safe to run at any time and concurrently with webhooks:
 * fulfilment credits once.
 */
export async function reconcilePayments(
  deps: { db: Kysely<Database>; queue: Queue; log: FastifyBaseLogger; config: Config },
  now = new Date(),
): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, credited: 0, failed: 0, expired: 0, errors: 0 };
  const olderThan = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const abandonedBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  const count = (outcome: string) => {
    report.checked += 1;
    if (outcome === 'credited') report.credited += 1;
    if (outcome === 'failed') report.failed += 1;
    if (outcome === 'expired') report.expired += 1;
  };

  if (deps.config.cardPayments === 'stripe') {
    for (const payment of await pendingPayments(deps.db, 'stripe', olderThan)) {
      try {
        count(await reconcileStripePayment(deps, payment, abandonedBefore));
      } catch (error) {
        report.errors += 1;
        deps.log.warn(
          { err: error, paymentId: payment.id },
          'stripe reconciliation: provider not reachable, will retry',
        );
      }
    }
  }
  if (deps.config.paypal === 'paypal') {
    for (const payment of await pendingPayments(deps.db, 'paypal', olderThan)) {
      try {
        count(await reconcilePaypalPayment(deps, payment, abandonedBefore));
      } catch (error) {
        report.errors += 1;
        deps.log.warn(
          { err: error, paymentId: payment.id },
          'paypal reconciliation: provider not reachable, will retry',
        );
      }
    }
  }
  // Demo checkouts left open for an hour expire, so that no history shows them pending forever.
  const demoBefore = new Date(now.getTime() - DEMO_EXPIRES_AFTER_MS);
  for (const payment of await pendingPayments(deps.db, 'demo', demoBefore)) {
    count((await failPayment(deps, payment.id, 'abandoned', 'expired')) ? 'expired' : 'unchanged');
  }
  if (report.checked) deps.log.info(report, 'payments reconciled');
  return report;
}
