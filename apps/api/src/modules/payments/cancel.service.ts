import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, Payment } from '#api/db/schema.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { failPayment } from './fulfilment.service';
import { findPayment } from './payments.repository';
import { cancelPaypalCheckout } from './paypal.service';
import { cancelStripeCheckout } from './stripe.service';

/**
 * The buyer left the checkout without paying (the provider's cancel link, or « Annuler » on the demo
 * page): a pending payment ends as cancelled, after the provider has been told so that it can no
 * longer be paid. Anything else (already paid, failed, expired, cancelled) is answered as it is: calling
 * this twice changes nothing. A provider that cannot be reached leaves the payment pending; the
 * reconciliation settles it later.
 */
export async function cancelCheckout(
  deps: { db: Kysely<Database>; queue: Queue; log: FastifyBaseLogger; config: Config },
  payment: Payment,
): Promise<Payment> {
  if (payment.status !== 'pending') return payment;
  try {
    if (payment.provider === 'stripe') await cancelStripeCheckout(deps, payment);
    else if (payment.provider === 'paypal') await cancelPaypalCheckout(deps, payment);
    else await failPayment(deps, payment.id, 'cancelled_by_buyer', 'cancelled');
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'checkout not cancelled: provider unreachable');
  }
  return (await findPayment(deps.db, payment.id)) ?? payment;
}
