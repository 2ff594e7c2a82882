import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, Payment } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import type { Lang } from '#api/lib/lang.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { failPayment, fulfilPayment, type UnpaidEnd } from './fulfilment.service';
import { findPayment, recordProviderEvent } from './payments.repository';
import { stripeClient } from './stripe.client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stripe's own default: a signature older than five minutes is refused (replayed captures). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeSuccessUrl(config: Config, paymentId: string) {
  return `${config.publicUrl}/?payment=success&payment_id=${paymentId}`;
}

/**
 * A Checkout Session priced from the stored payment (itself priced from the catalogue), in EUR,
 * carrying our payment id so the webhook finds it. The Idempotency-Key makes a retried create
 * return the same session instead of a second one.
 */
export async function createStripeSession(
  config: Config,
  payment: Payment,
  buyer: { email: string },
  lang: Lang,
): Promise<{ sessionId: string; url: string }> {
  const session = await stripeClient(config).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: payment.amount_cents,
            product_data: { name: `Arcanes — ${topUpLabel(payment.amount_cents, lang)}` },
          },
        },
      ],
      metadata: {
        payment_id: payment.id,
        user_id: String(payment.user_id),
        option: String(payment.offer_option),
        reference: paymentReference(payment.number),
      },
      payment_intent_data: { metadata: { payment_id: payment.id } },
      client_reference_id: payment.id,
      customer_email: buyer.email,
      locale: lang,
      // The customer pays exactly the catalogue's euros; no conversion changes the amount we check.
      adaptive_pricing: { enabled: false },
      expires_at: Math.floor(Date.now() / 1000) + 60 * 60,
      success_url: stripeSuccessUrl(config, payment.id),
      cancel_url: `${config.publicUrl}/?payment=cancelled&payment_id=${payment.id}`,
    },
    { idempotencyKey: `checkout-${payment.id}` },
  );
  if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR');
  return { sessionId: session.id, url: session.url };
}

/** Checks the signature on the raw body; a tampered, unsigned or stale event is refused (400). */
export function verifyStripeEvent(
  config: Config,
  rawBody: Buffer,
  signature: string | undefined,
  log: FastifyBaseLogger,
): Stripe.Event {
  if (!config.STRIPE_WEBHOOK_SECRET) throw new AppError('NOT_FOUND');
  try {
    return stripeClient(config).webhooks.constructEvent(
      rawBody,
      signature ?? '',
      config.STRIPE_WEBHOOK_SECRET,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'stripe webhook refused: bad or stale signature');
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
}

function paymentIdOf(session: Stripe.Checkout.Session): string | null {
  const id = session.metadata?.payment_id ?? session.client_reference_id;
  return id && UUID.test(id) ? id : null;
}

function captureRefOf(session: Stripe.Checkout.Session): string | null {
  const pi = session.payment_intent;
  return typeof pi === 'string' ? pi : (pi?.id ?? null);
}

interface Deps {
  db: Kysely<Database>;
  queue: Queue;
  log: FastifyBaseLogger;
}

/** A session Stripe reports as paid: credit it through the common fulfilment. */
function settle(deps: Deps, paymentId: string, session: Stripe.Checkout.Session, eventId: string) {
  return fulfilPayment(deps, paymentId, {
    provider: 'stripe',
    externalRef: session.id,
    captureRef: captureRefOf(session),
    amountCents: session.amount_total,
    currency: session.currency,
    eventId,
  });
}

async function failSession(
  deps: Deps,
  paymentId: string,
  session: Stripe.Checkout.Session,
  reason: string,
  status: UnpaidEnd = 'failed',
) {
  const payment = await findPayment(deps.db, paymentId);
  if (
    !payment ||
    payment.provider !== 'stripe' ||
    (payment.external_reference && payment.external_reference !== session.id)
  )
    return;
  await failPayment(deps, paymentId, reason, status);
}

/**
 * One verified event. Its id is recorded first, in the same transaction as its effect: a replay stops
 * there, and an effect that fails rolls the record back so that Stripe's retry is processed.
 */
export async function handleStripeEvent(deps: Deps, event: Stripe.Event): Promise<'replay' | 'handled'> {
  return inTransaction(deps.db, async (trx) => {
    const session = event.type.startsWith('checkout.session.')
      ? (event.data.object as Stripe.Checkout.Session)
      : null;
    const paymentId = session ? paymentIdOf(session) : null;
    const fresh = await recordProviderEvent(trx, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      paymentId,
    });
    if (!fresh) return 'replay' as const;
    if (!session || !paymentId) return 'handled' as const;
    const scoped = { ...deps, db: trx };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session may still be unpaid (bank debits): only `paid` credits.
        if (session.payment_status === 'paid') await settle(scoped, paymentId, session, event.id);
        else
          deps.log.info(
            { paymentId, status: session.payment_status },
            'stripe session completed but not paid yet',
          );
        break;
      case 'checkout.session.async_payment_failed':
        await failSession(scoped, paymentId, session, 'async_payment_failed');
        break;
      case 'checkout.session.expired':
        await failSession(scoped, paymentId, session, 'expired', 'expired');
        break;
      default:
        break;
    }
    return 'handled' as const;
  });
}

/** Reconciliation: asks Stripe about a pending payment whose webhook may never have come. */
export async function reconcileStripePayment(
  deps: Deps & { config: Config },
  payment: Payment,
  abandonedBefore: Date,
): Promise<'credited' | 'failed' | 'expired' | 'unchanged'> {
  if (!payment.external_reference) {
    // The session was never created (the create call failed or the process died before it).
    return (await failPayment(deps, payment.id, 'no_checkout_session')) ? 'failed' : 'unchanged';
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(deps.config).checkout.sessions.retrieve(payment.external_reference);
  } catch (error) {
    // A session Stripe does not know (another account, test data): closed once it is old enough.
    if ((error as { statusCode?: number }).statusCode === 404 && payment.created_at < abandonedBefore) {
      return (await failPayment(deps, payment.id, 'session_not_found', 'expired')) ? 'expired' : 'unchanged';
    }
    throw error;
  }
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const r = await settle(deps, payment.id, session, `reconcile:${session.id}`);
    return r.outcome === 'credited' ? 'credited' : 'unchanged';
  }
  if (session.status === 'expired')
    return (await failPayment(deps, payment.id, 'expired', 'expired')) ? 'expired' : 'unchanged';
  return 'unchanged';
}

/**
 * The buyer came back through the session's cancel_url: the session is expired at Stripe, so it can
 * no longer be paid, then the payment is cancelled. A session Stripe reports as paid meanwhile is
 * credited instead, and one still open or awaiting a bank debit stays pending (the reconciliation
 * settles it). Errors reaching Stripe propagate: the payment then stays pending.
 */
export async function cancelStripeCheckout(deps: Deps & { config: Config }, payment: Payment): Promise<void> {
  const ref = payment.external_reference;
  if (ref) {
    const stripe = stripeClient(deps.config);
    try {
      await stripe.checkout.sessions.expire(ref);
    } catch (error) {
      const session = await stripe.checkout.sessions.retrieve(ref);
      if (session.status === 'complete' && session.payment_status === 'paid') {
        await settle(deps, payment.id, session, `cancel:${session.id}`);
        return;
      }
      if (session.status !== 'expired') {
        deps.log.warn(
          { err: error, paymentId: payment.id },
          'stripe session not expired: payment stays pending',
        );
        return;
      }
    }
  }
  await failPayment(deps, payment.id, 'cancelled_by_buyer', 'cancelled');
}
