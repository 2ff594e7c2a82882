import type { FastifyBaseLogger } from 'fastify';
import type { Payment } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { paymentReceiptJob } from '#api/jobs/payment-receipt.job.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { issueInvoice } from '#api/modules/invoices/invoices.service.ts';
import { lockedBalance, topUp } from '#api/modules/wallet/wallet.service.ts';
import { settleErasedWallet } from '#api/modules/withdrawals/refunds.service.ts';
import {
  findPayment,
  lockPayment,
  markFailedIfPending,
  payerOf,
  markRefused,
  markSucceeded,
  recordProviderEvent,
} from './payments.repository';

export interface FulfilDeps {
  db: Db;
  queue: Queue;
  log?: FastifyBaseLogger;
}

/** What a provider says it was paid; checked against the stored payment before any credit. */
export interface PaymentEvidence {
  provider: Payment['provider'];
  /** Stripe Checkout Session id, PayPal order id, demo reference. */
  externalRef: string;
  /** PayPal capture id or Stripe payment intent, when known. */
  captureRef?: string | null;
  amountCents: number | null;
  currency: string | null;
  /** The provider event (webhook id, capture id) that proved it; kept in provider_events. */
  eventId: string;
}

export type FulfilOutcome = 'credited' | 'already' | 'mismatch' | 'not_found';

/** Failures that must never be turned into a credit later on, whatever a provider says. */
const FINAL_FAILURE = /^(amount_mismatch|reference_mismatch|provider_mismatch)/;

/**
 * The one way money reaches a wallet, whichever the provider (Stripe webhook, PayPal capture, demo
 * page, reconciliation). In one transaction: lock the wallet then the payment, check the evidence, credit
 * the wallet with the key `payment:<id>`, mark it succeeded, number its invoice and enqueue the
 * receipt. A payment cancelled, expired or failed (not for a mismatch) is still credited when the
 * provider proves the money was taken: money is never lost. Safe to call any number of times,
 * concurrently: it credits once.
 */
export async function fulfilPayment(
  deps: FulfilDeps,
  paymentId: string,
  evidence: PaymentEvidence,
): Promise<{ outcome: FulfilOutcome; payment?: Payment }> {
  return inTransaction(deps.db, async (trx) => {
    // The payer's wallet, then the payment: the order every money path locks them in (decision 0265).
    const seen = await findPayment(trx, paymentId);
    if (!seen || seen.user_id === null) return { outcome: 'not_found' as const };
    await lockedBalance(trx, seen.user_id);
    const payment = await lockPayment(trx, paymentId);
    if (!payment || payment.user_id !== seen.user_id) return { outcome: 'not_found' as const };
    await recordProviderEvent(trx, {
      provider: evidence.provider,
      eventId: evidence.eventId,
      type: 'fulfilment',
      paymentId,
    });
    if (payment.status === 'succeeded' || payment.status === 'refunded')
      return { outcome: 'already' as const, payment };
    if (payment.status === 'failed' && FINAL_FAILURE.test(payment.failure_reason ?? ''))
      return { outcome: 'mismatch' as const, payment };

    const problem =
      evidence.provider !== payment.provider
        ? `provider_mismatch: ${evidence.provider}`
        : payment.external_reference && payment.external_reference !== evidence.externalRef
          ? `reference_mismatch: expected ${payment.external_reference}, got ${evidence.externalRef}`
          : evidence.amountCents !== payment.amount_cents ||
              (evidence.currency ?? '').toUpperCase() !== payment.currency
            ? `amount_mismatch: expected ${payment.amount_cents} ${payment.currency}, got ${evidence.amountCents} ${evidence.currency}`
            : null;
    if (problem) {
      // Refused and recorded: an administrator looks at it; the buyer is not credited.
      await markRefused(trx, paymentId, problem);
      await audit(trx, {
        actorLabel: evidence.provider,
        action: 'payment.refused',
        target: `payment:${paymentId}`,
        details: { reason: problem, event: evidence.eventId },
      });
      deps.log?.error(
        { paymentId, problem, event: evidence.eventId },
        'payment evidence does not match the order: not credited',
      );
      return { outcome: 'mismatch' as const, payment };
    }

    const credit = await topUp(trx, {
      userId: payment.user_id,
      cents: payment.amount_cents,
      key: `payment:${payment.id}`,
      paymentId: payment.id,
      reason: `${payment.provider} ${evidence.externalRef}`,
    });
    await markSucceeded(trx, payment.id, {
      externalRef: evidence.externalRef,
      captureRef: evidence.captureRef ?? null,
      walletAfterCents: credit.entry.balance_after_cents,
    });
    // Numbered in this transaction: the credit and its invoice number commit, or roll back, together.
    await issueInvoice(trx, payment);
    // Paid after its account was erased (a checkout left open): the money goes straight back.
    const payer = await payerOf(trx, payment.user_id);
    if (payer?.deleted_at)
      await settleErasedWallet(
        trx,
        deps.queue,
        { id: payer.id, email: payer.email, first_name: '' },
        {
          cause: 'erasure',
          key: `payment:${payment.id}`,
          lang: payment.lang,
        },
      );
    await deps.queue.send(
      paymentReceiptJob,
      { paymentId: payment.id },
      { trx, singletonKey: `receipt-${payment.id}` },
    );
    deps.log?.info(
      { paymentId, provider: payment.provider, cents: payment.amount_cents, event: evidence.eventId },
      'payment credited',
    );
    return {
      outcome: 'credited' as const,
      payment: {
        ...payment,
        status: 'succeeded' as const,
        wallet_after_cents: credit.entry.balance_after_cents,
      },
    };
  });
}

/** How a checkout that was not paid ends: refused by the provider, left by its buyer, or never finished in time. */
export type UnpaidEnd = 'failed' | 'cancelled' | 'expired';

/** A provider said the payment failed, or it was cancelled or expired: only a pending payment changes. */
export async function failPayment(
  deps: Pick<FulfilDeps, 'db' | 'log'>,
  paymentId: string,
  reason: string,
  status: UnpaidEnd = 'failed',
): Promise<boolean> {
  const changed = await markFailedIfPending(deps.db, paymentId, reason, status);
  if (changed) deps.log?.info({ paymentId, reason, status }, 'payment ended unpaid');
  return changed;
}
