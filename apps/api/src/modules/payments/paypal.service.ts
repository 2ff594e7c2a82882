import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { parseEurosToCents } from '@arcanes/domain/money/cents';
import type { Config } from '#api/config.ts';
import type { Database, Payment } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { paymentReference } from '#api/modules/catalogue/catalogue.service.ts';
import { failPayment, fulfilPayment } from './fulfilment.service';
import { findByExternalReference, findPayment } from './payments.repository';
import { PaypalApiError, captureOf, captureOrder, getOrder, type PaypalOrder } from './paypal.client';

interface Deps {
  db: Kysely<Database>;
  queue: Queue;
  log: FastifyBaseLogger;
  config: Config;
}

export type SettleOutcome = 'credited' | 'already' | 'pending' | 'failed' | 'mismatch' | 'not_found';

/**
 * Reads what PayPal says about an order and acts on it: a COMPLETED capture is credited through the
 * common fulfilment (which checks amount, currency and order id); a declined one fails the payment;
 * anything else (PENDING review, not yet captured) changes nothing.
 */
export async function settleFromOrder(
  deps: Deps,
  payment: Payment,
  order: PaypalOrder,
): Promise<SettleOutcome> {
  const capture = captureOf(order);
  if (capture?.status === 'COMPLETED') {
    const r = await fulfilPayment(deps, payment.id, {
      provider: 'paypal',
      externalRef: order.id,
      captureRef: capture.id,
      amountCents: capture.amount ? parseEurosToCents(capture.amount.value) : null,
      currency: capture.amount?.currency_code ?? null,
      eventId: `capture:${capture.id}`,
    });
    return r.outcome;
  }
  if (capture && ['DECLINED', 'FAILED'].includes(capture.status)) {
    await failPayment(deps, payment.id, `capture_${capture.status.toLowerCase()}`);
    return 'failed';
  }
  if (order.status === 'VOIDED') {
    await failPayment(deps, payment.id, 'order_voided');
    return 'failed';
  }
  deps.log.info(
    { paymentId: payment.id, order: order.status, capture: capture?.status },
    'paypal order not completed: nothing credited',
  );
  return 'pending';
}

/** Orders the buyer has not approved yet: capturing them would only be refused. */
const AWAITING_BUYER = ['CREATED', 'PAYER_ACTION_REQUIRED', 'SAVED'];

/**
 * Captures an approved order, once thanks to the PayPal-Request-Id. When the capture call fails
 * (already captured, a concurrent capture, a time-out after PayPal did capture) the order is read
 * back: what PayPal holds decides, not the error.
 */
async function captureOrRead(deps: Deps, payment: Payment, orderId: string): Promise<PaypalOrder> {
  try {
    return await captureOrder(deps.config, orderId, payment.id);
  } catch (error) {
    const order = await getOrder(deps.config, orderId).catch(() => null);
    if (order?.status === 'COMPLETED') return order;
    throw error;
  }
}

/**
 * POST /api/paypal/confirm: the buyer's own pending order, captured by the server. Confirming again
 * answers from the stored payment and credits nothing more.
 */
export async function confirmPaypalOrder(deps: Deps, userId: number, orderId: string): Promise<Payment> {
  const payment =
    (await findByExternalReference(deps.db, 'paypal', orderId)) ??
    // With the demo provider the "order" is the payment itself, settled on the demo page.
    (/^[0-9a-f-]{36}$/i.test(orderId)
      ? await findPayment(deps.db, orderId).then((p) => (p?.provider === 'demo' ? p : undefined))
      : undefined);
  if (!payment || payment.user_id !== userId) throw new AppError('NOT_FOUND');
  if (payment.provider === 'demo' || payment.status === 'succeeded' || payment.status === 'refunded')
    return payment;
  if (payment.status === 'cancelled' || payment.status === 'expired')
    throw new AppError('PAYMENT_NOT_PENDING');
  if (payment.status === 'failed')
    throw new AppError('PAYMENT_NOT_CONFIRMED', { reference: paymentReference(payment.number) });
  if (deps.config.paypal !== 'paypal') throw new AppError('NOT_FOUND');

  let order: PaypalOrder;
  try {
    // Read first: a capture is attempted only on an approved order, so its request id is never
    // spent on a refusal that PayPal might replay to the real capture later.
    order = await getOrder(deps.config, orderId);
    if (AWAITING_BUYER.includes(order.status)) throw new AppError('PAYPAL_NOT_APPROVED');
    if (order.status === 'APPROVED') order = await captureOrRead(deps, payment, orderId);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (
      error instanceof PaypalApiError &&
      ['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED'].includes(error.issue ?? '')
    )
      throw new AppError('PAYPAL_NOT_APPROVED');
    deps.log.error({ err: error, paymentId: payment.id }, 'paypal capture failed');
    throw new AppError('PAYPAL_ERROR');
  }
  const outcome = await settleFromOrder(deps, payment, order);
  if (outcome === 'mismatch' || outcome === 'failed' || outcome === 'not_found') {
    throw new AppError('PAYMENT_NOT_CONFIRMED', { reference: paymentReference(payment.number) });
  }
  return (await findPayment(deps.db, payment.id)) ?? payment;
}

/** Reconciliation: a pending PayPal payment whose buyer approved but never came back is captured here. */
export async function reconcilePaypalPayment(
  deps: Deps,
  payment: Payment,
  abandonedBefore: Date,
): Promise<SettleOutcome | 'expired' | 'unchanged'> {
  if (!payment.external_reference)
    return (await failPayment(deps, payment.id, 'no_paypal_order')) ? 'failed' : 'unchanged';
  let order: PaypalOrder;
  try {
    order = await getOrder(deps.config, payment.external_reference);
  } catch (error) {
    if (error instanceof PaypalApiError && error.status === 404 && payment.created_at < abandonedBefore) {
      return (await failPayment(deps, payment.id, 'order_not_found', 'expired')) ? 'expired' : 'unchanged';
    }
    throw error;
  }
  if (order.status === 'APPROVED') order = await captureOrRead(deps, payment, order.id);
  if (AWAITING_BUYER.includes(order.status)) {
    // Never approved: after the abandonment delay the order is dead (PayPal expires unapproved orders).
    if (payment.created_at < abandonedBefore)
      return (await failPayment(deps, payment.id, 'abandoned', 'expired')) ? 'expired' : 'unchanged';
    return 'unchanged';
  }
  return settleFromOrder(deps, payment, order);
}

/**
 * The buyer came back through the order's cancel_url. An order still awaiting its buyer (or gone) is
 * cancelled: we capture only what we confirm, so nothing can be taken afterwards. An order approved
 * or captured meanwhile is left to what PayPal holds (a completed capture is credited now). Errors
 * reaching PayPal propagate: the payment then stays pending.
 */
export async function cancelPaypalCheckout(deps: Deps, payment: Payment): Promise<void> {
  if (payment.external_reference) {
    try {
      const order = await getOrder(deps.config, payment.external_reference);
      if (order.status === 'COMPLETED') {
        await settleFromOrder(deps, payment, order);
        return;
      }
      if (!AWAITING_BUYER.includes(order.status) && order.status !== 'VOIDED') return;
    } catch (error) {
      if (!(error instanceof PaypalApiError && error.status === 404)) throw error;
    }
  }
  await failPayment(deps, payment.id, 'cancelled_by_buyer', 'cancelled');
}
