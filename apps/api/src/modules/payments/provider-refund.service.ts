import type { Config } from '#api/config.ts';
import type { Payment } from '#api/db/schema.ts';
import { refundCapture } from './paypal.client';
import { stripeClient } from './stripe.client';

/**
 * Gives `amountCents` of a credited payment back through the provider that took it, and returns the
 * provider's refund reference. `key` names this refund: a retry with the same key (Stripe's
 * Idempotency-Key, PayPal's PayPal-Request-Id) returns the first refund instead of a second one.
 * Throws when the provider refuses or cannot be reached; the caller keeps the refund pending and retries.
 */
export async function refundThroughProvider(
  config: Config,
  payment: Payment,
  r: { amountCents: number; key: string; note: string },
): Promise<string> {
  if (!Number.isSafeInteger(r.amountCents) || r.amountCents <= 0 || r.amountCents > payment.amount_cents)
    throw new Error(`refund of ${r.amountCents} cents does not fit payment ${payment.id}`);
  if (payment.provider === 'demo') return `demo_refund_${r.key}`;
  if (payment.provider === 'stripe') {
    const stripe = stripeClient(config);
    let intent = payment.capture_reference;
    if (!intent && payment.external_reference) {
      const session = await stripe.checkout.sessions.retrieve(payment.external_reference);
      const pi = session.payment_intent;
      intent = typeof pi === 'string' ? pi : (pi?.id ?? null);
    }
    if (!intent) throw new Error(`payment ${payment.id} has no Stripe payment intent`);
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount: r.amountCents,
        reason: 'requested_by_customer',
        metadata: { payment_id: payment.id, refund_key: r.key },
      },
      { idempotencyKey: `refund-${r.key}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled')
      throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
    return refund.id;
  }
  if (!config.PAYPAL_CLIENT_ID) throw new Error('PayPal is not configured');
  if (!payment.capture_reference) throw new Error(`payment ${payment.id} has no PayPal capture`);
  const refund = await refundCapture(config, payment.capture_reference, {
    amountCents: r.amountCents,
    requestId: `refund-${r.key}`,
    note: r.note,
  });
  if (refund.status === 'FAILED' || refund.status === 'CANCELLED')
    throw new Error(`PayPal refund ${refund.id} is ${refund.status}`);
  return refund.id;
}
