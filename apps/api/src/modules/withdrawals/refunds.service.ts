import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { formatCents } from '@arcanes/domain/money/cents';
import type { Config } from '#api/config.ts';
import type { Database, Payment, RefundCause, Withdrawal } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { withdrawalAckJob } from '#api/jobs/withdrawal-ack.job.ts';
import { withdrawalRefundJob } from '#api/jobs/withdrawal-refund.job.ts';
import type { Lang } from '#api/lib/lang.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { issueCreditNote } from '#api/modules/invoices/invoices.service.ts';
import {
  forfeit,
  fundsWithCredit,
  lockedBalance,
  refundableOf,
  withdraw,
} from '#api/modules/wallet/wallet.service.ts';
import { executeRefund } from './withdrawal-refund.service';
import {
  addRefunded,
  creditedPayments,
  findPaymentRow as paymentOf,
  insertWithdrawal,
  lockPayment,
} from './withdrawals.repository';

/**
 * The one way money goes back to a buyer (decision 0265): the customer's withdrawal, an
 * administrator's refund, an erased account's balance, a reading refunded after its account was
 * erased. Each takes from ONE payment's fund what that payment can still give back — what it paid,
 * less what readings consumed of it, less what was already refunded — never more, and offered credit
 * never. In the caller's transaction, with the payment locked then the wallet: the refund record, the
 * wallet's movement, the payment's refunded amount and status, one credit note, an audit entry, and
 * the provider refund and the customer's acknowledgement as jobs (the provider is called after the
 * commit, and retried by the job should it fail).
 */
export interface RefundDeps {
  db: Kysely<Database>;
  config: Config;
  queue: Queue;
  log: FastifyBaseLogger;
}

export interface RefundOrder {
  cause: RefundCause;
  /** At most the refundable part; without it, all of it. */
  amountCents?: number;
  lang: Lang;
  /** Where the acknowledgement goes (an erased account's address is gone by the time it is sent). */
  to: { email: string; firstName: string };
  actorId?: number | null;
  actorLabel?: string | null;
  reason?: string | null;
  ip?: string | null;
  /** The name given on the visitor's withdrawal form (decision 0350). */
  requesterName?: string | null;
}

export type LockedPayment = Payment & { user_id: number };

/**
 * The payer's wallet then the payment locked — the order every money path locks them in (fulfilment,
 * refunds, erasure), so that none waits for another in a circle — and the part of the payment still
 * refundable (its fund's remainder).
 */
export async function lockRefundable(trx: Transaction<Database>, paymentId: string) {
  const seen = await paymentOf(trx, paymentId);
  if (!seen || seen.user_id === null) return null;
  await lockedBalance(trx, seen.user_id);
  const payment = await lockPayment(trx, paymentId);
  if (!payment || payment.user_id !== seen.user_id) return null;
  return { payment: payment as LockedPayment, refundableCents: await refundableOf(trx, paymentId) };
}

/**
 * Refunds `order.amountCents` (or all that is refundable) of a payment locked by `lockRefundable`.
 * Throws REFUND_EXCEEDS_REFUNDABLE, naming what can still be refunded, when asked for more.
 */
export async function refundFromPayment(
  trx: Transaction<Database>,
  queue: Queue,
  locked: { payment: LockedPayment; refundableCents: number },
  order: RefundOrder,
): Promise<Withdrawal> {
  const { payment, refundableCents } = locked;
  const cents = order.amountCents ?? refundableCents;
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > refundableCents)
    throw new AppError(
      'REFUND_EXCEEDS_REFUNDABLE',
      { refundable: formatCents(refundableCents, order.lang) },
      { amount: 'invalid' },
    );
  const w = await insertWithdrawal(trx, {
    paymentId: payment.id,
    userId: payment.user_id,
    amountCents: cents,
    cause: order.cause,
    lang: order.lang,
    actorId: order.actorId ?? null,
    reason: order.reason ?? null,
    ackEmail: order.to.email && !order.to.email.endsWith('.invalid') ? order.to.email : null,
    requesterName: order.requesterName ?? null,
  });
  await withdraw(trx, {
    userId: payment.user_id,
    cents,
    key: `withdrawal:${w.id}`,
    paymentId: payment.id,
    actorId: order.actorId ?? null,
    reason: order.reason ?? order.cause,
  });
  const status = await addRefunded(trx, payment.id, cents);
  // Its credit note is numbered in this transaction, like the invoice it corrects.
  await issueCreditNote(trx, { source: `withdrawal:${w.id}`, payment, totalCents: cents });
  await audit(trx, {
    actorId: order.actorId === undefined ? payment.user_id : order.actorId,
    actorLabel: order.actorLabel ?? null,
    action: `payment.${order.cause}`,
    target: `payment:${payment.id}`,
    details: {
      withdrawal_id: w.id,
      user_id: payment.user_id,
      amount_cents: cents,
      refundable_before_cents: refundableCents,
      payment_status: status,
      provider: payment.provider,
      ...(order.requesterName ? { via: 'visitor form' } : {}),
      ...(order.reason ? { reason: order.reason } : {}),
    },
    ip: order.ip ?? null,
  });
  // A customer's withdrawal gives the page a minute to show it refunded before the job steps in.
  const startAfterSeconds = order.cause === 'withdrawal' || order.cause === 'refund' ? 60 : undefined;
  await queue.send(
    withdrawalRefundJob,
    { withdrawalId: w.id },
    { trx, singletonKey: `refund-${w.id}`, startAfterSeconds },
  );
  // An account erased before this refund has no address left to acknowledge it to.
  if (order.to.email && !order.to.email.endsWith('.invalid'))
    await queue.send(
      withdrawalAckJob,
      { withdrawalId: w.id, to: order.to.email, firstName: order.to.firstName },
      { trx, singletonKey: `withdrawal-ack-${w.id}` },
    );
  return w;
}

/** After the commit: the provider refund now, so that the person sees it done; the job retries otherwise. */
export async function refundNow(deps: Omit<RefundDeps, 'queue'>, w: Withdrawal): Promise<Withdrawal> {
  const refunded = await executeRefund(deps, w.id).catch((error: unknown) => {
    deps.log.warn({ err: error, withdrawalId: w.id }, 'refund failed; the job will retry');
    return null;
  });
  return refunded ?? w;
}

/**
 * Empties an erased account's wallet, inside the caller's transaction: every paid fund's remainder
 * goes back through its payment's provider; offered credit is forfeited (it was never money). Called
 * at erasure, and whenever money reaches an erased account afterwards (a reading refunded). After it
 * the balance is zero.
 */
export async function settleErasedWallet(
  trx: Transaction<Database>,
  queue: Queue,
  user: { id: number; email: string; first_name: string },
  o: { cause: 'erasure' | 'reading'; key: string; lang?: Lang },
): Promise<{ refundedCents: number; forfeitedCents: number }> {
  // The wallet first, then its payments (the order of every money path), read once the wallet is
  // locked: a top-up that committed while this waited is among them.
  await lockedBalance(trx, user.id);
  const payments = await creditedPayments(trx, user.id, null);
  let refundedCents = 0;
  for (const p of payments) {
    const locked = await lockRefundable(trx, p.id);
    if (!locked || locked.refundableCents === 0) continue;
    await refundFromPayment(trx, queue, locked, {
      cause: o.cause,
      lang: o.lang ?? p.lang,
      to: { email: user.email, firstName: user.first_name },
      actorId: null,
    });
    refundedCents += locked.refundableCents;
  }
  const offered = (await fundsWithCredit(trx, user.id)).filter((f) => f.origin === 'offered');
  const forfeitedCents = offered.reduce((sum, f) => sum + Number(f.remaining_cents), 0);
  if (forfeitedCents > 0)
    await forfeit(trx, { userId: user.id, cents: forfeitedCents, key: `forfeit:${o.key}`, reason: o.cause });
  const left = await lockedBalance(trx, user.id);
  if (left !== 0) throw new Error(`erased account ${user.id} would keep ${left} cents`);
  return { refundedCents, forfeitedCents };
}
