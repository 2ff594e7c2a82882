import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database, Payment, Withdrawal } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import { withdrawalAckJob } from '#api/jobs/withdrawal-ack.job.ts';
import { withdrawalRefundJob } from '#api/jobs/withdrawal-refund.job.ts';
import { executeRefund } from './withdrawal-refund.service';
import type { Lang } from '#api/lib/lang.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { issueCreditNote } from '#api/modules/invoices/invoices.service.ts';
import { getBalance, lockedBalance, withdraw } from '#api/modules/wallet/wallet.service.ts';
import {
  creditedAt,
  creditedPayments,
  findByPayment,
  insertWithdrawal,
  listUserWithdrawalById,
  listUserWithdrawals,
  lockPayment,
  payerOf,
} from './withdrawals.repository';

/** The withdrawal period for a service (L221-18): fourteen days from the contract, here the credit. */
export const WITHDRAWAL_DAYS = 14;
/** How far back an erased account's balance is refunded through the providers (their refund window). */
export const ERASURE_REFUND_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export { executeRefund };

export interface Deps {
  db: Kysely<Database>;
  config: Config;
  queue: Queue;
  log: FastifyBaseLogger;
}

/**
 * The unspent part of a top-up (decision 0140): what the wallet still holds of it, that is
 * min(amount − what was already given back of this payment, current balance). Readings already
 * delivered were paid from the wallet and stay paid (L221-28 13°); credit never spent goes back.
 */
export function unspentPart(payment: Pick<Payment, 'amount_cents' | 'status'>, balanceCents: number): number {
  const alreadyBack = payment.status === 'refunded' ? payment.amount_cents : 0;
  return Math.max(0, Math.min(payment.amount_cents - alreadyBack, balanceCents));
}

export function withdrawalDeadline(credited: Date): Date {
  return new Date(credited.getTime() + WITHDRAWAL_DAYS * DAY_MS);
}

/**
 * Takes the refund out of the wallet and records it, inside `trx`, with the wallet locked: the amount
 * computed is the amount debited (a reading bought at the same moment waits, then finds the balance
 * that is left). The provider refund runs after the commit (`executeRefund`) and, should it fail, from
 * the `withdrawal-refund` job enqueued here.
 */
async function takeOut(
  trx: Transaction<Database>,
  queue: Queue,
  payment: Payment & { user_id: number },
  o: {
    cause: 'withdrawal' | 'erasure';
    lang: Lang;
    amountCents: number;
    to: { email: string; firstName: string };
  },
): Promise<Withdrawal> {
  const w = await insertWithdrawal(trx, {
    paymentId: payment.id,
    userId: payment.user_id,
    amountCents: o.amountCents,
    cause: o.cause,
    lang: o.lang,
  });
  await withdraw(trx, {
    userId: payment.user_id,
    cents: o.amountCents,
    key: `withdrawal:${payment.id}`,
    paymentId: payment.id,
    reason: o.cause,
  });
  // Its credit note is numbered in this transaction, like the invoice it corrects.
  await issueCreditNote(trx, { source: `withdrawal:${w.id}`, payment, totalCents: o.amountCents });
  await audit(trx, {
    actorId: payment.user_id,
    action: `payment.${o.cause}`,
    target: `payment:${payment.id}`,
    details: { withdrawal_id: w.id, amount_cents: o.amountCents, provider: payment.provider },
  });
  const startAfterSeconds = o.cause === 'withdrawal' ? 60 : undefined;
  await queue.send(
    withdrawalRefundJob,
    { withdrawalId: w.id },
    { trx, singletonKey: `refund-${w.id}`, startAfterSeconds },
  );
  await queue.send(
    withdrawalAckJob,
    { withdrawalId: w.id, to: o.to.email, firstName: o.to.firstName },
    { trx, singletonKey: `withdrawal-ack-${w.id}` },
  );
  return w;
}

/**
 * The customer withdraws from a top-up of the last fourteen days: its unspent part goes back through
 * the provider that took it. Idempotent and race-safe: the payment row is locked, one withdrawal per
 * payment exists (a repeat returns it with `applied: false`).
 */
export async function requestWithdrawal(
  deps: Deps,
  userId: number,
  paymentId: string,
  lang: Lang,
): Promise<{ withdrawal: Withdrawal; applied: boolean }> {
  const outcome = await inTransaction(deps.db, async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    const user = await payerOf(trx, userId);
    if (!payment || !user || payment.user_id !== user.id) throw new AppError('NOT_FOUND');
    const existing = await findByPayment(trx, paymentId);
    if (existing) return { withdrawal: existing, applied: false };
    if (payment.status !== 'succeeded') throw new AppError('WITHDRAWAL_NOT_POSSIBLE');
    const credited = await creditedAt(trx, paymentId);
    if (!credited || withdrawalDeadline(credited).getTime() < Date.now())
      throw new AppError('WITHDRAWAL_PERIOD_OVER');
    const amountCents = unspentPart(payment, await lockedBalance(trx, user.id));
    if (amountCents === 0) throw new AppError('WITHDRAWAL_NOTHING_UNSPENT');
    const withdrawal = await takeOut(
      trx,
      deps.queue,
      { ...payment, user_id: user.id },
      {
        cause: 'withdrawal',
        lang,
        amountCents,
        to: { email: user.email, firstName: user.first_name },
      },
    );
    return { withdrawal, applied: true };
  });
  if (outcome.applied) {
    // Done now so that the customer sees it refunded; the job enqueued above retries if this fails.
    const refunded = await executeRefund(deps, outcome.withdrawal.id).catch((error: unknown) => {
      deps.log.warn({ err: error, withdrawalId: outcome.withdrawal.id }, 'refund failed; the job will retry');
      return null;
    });
    if (refunded) return { withdrawal: refunded, applied: true };
  }
  return outcome;
}

/** What erasing the account would do with the balance: refunded through the providers, or not. */
export async function erasurePlan(db: Db, userId: number, balanceCents: number) {
  const since = new Date(Date.now() - ERASURE_REFUND_DAYS * DAY_MS);
  const payments = await creditedPayments(db, userId, since);
  let left = balanceCents;
  const parts: { payment: (typeof payments)[number]; cents: number }[] = [];
  for (const p of payments) {
    if (left === 0) break;
    if (p.withdrawal_id) continue;
    const cents = unspentPart(p, left);
    if (cents > 0) parts.push({ payment: p, cents });
    left -= cents;
  }
  return { parts, refundableCents: balanceCents - left, unrefundableCents: left };
}

/**
 * On erasure, inside its transaction: the balance goes back through the providers, newest payments
 * first, each up to its unspent part. What no payment of the last 180 days covers (an administrator's
 * gift, older payments) cannot be refunded automatically; the account page says so before confirming.
 */
export async function refundBalanceOnErasure(
  trx: Transaction<Database>,
  queue: Queue,
  user: { id: number; email: string; first_name: string },
): Promise<{ refundedCents: number; unrefundableCents: number }> {
  // Payments first, then the wallet: the order fulfilment and refunds lock them in, so none deadlocks.
  const since = new Date(Date.now() - ERASURE_REFUND_DAYS * DAY_MS);
  for (const p of await creditedPayments(trx, user.id, since)) await lockPayment(trx, p.id);
  const plan = await erasurePlan(trx, user.id, await lockedBalance(trx, user.id));
  for (const part of plan.parts) {
    await takeOut(
      trx,
      queue,
      { ...part.payment, user_id: user.id },
      {
        cause: 'erasure',
        lang: part.payment.lang,
        amountCents: part.cents,
        to: { email: user.email, firstName: user.first_name },
      },
    );
  }
  return { refundedCents: plan.refundableCents, unrefundableCents: plan.unrefundableCents };
}

/** The account's withdrawal screen: the top-ups one can still withdraw from, past withdrawals, erasure. */
export async function withdrawalsOverview(db: Kysely<Database>, userId: number, lang: Lang) {
  const balance = await getBalance(db, userId);
  const since = new Date(Date.now() - WITHDRAWAL_DAYS * DAY_MS);
  const recent = await creditedPayments(db, userId, since);
  const withdrawable = recent
    .filter((p) => !p.withdrawal_id)
    .map((p) => ({ p, refundable: unspentPart(p, balance) }))
    .filter(({ refundable }) => refundable > 0)
    .map(({ p, refundable }) => ({
      payment_id: p.id,
      payment_reference: paymentReference(p.number),
      offer: topUpLabel(p.amount_cents, lang),
      amount_cents: p.amount_cents,
      refundable_cents: refundable,
      method: p.method,
      paid_at: new Date(p.credited_at).toISOString(),
      deadline: withdrawalDeadline(new Date(p.credited_at)).toISOString(),
    }));
  const plan = await erasurePlan(db, userId, balance);
  const withdrawals = (await listUserWithdrawals(db, userId)).map((w) => withdrawalView(w, lang));
  return {
    balance_cents: balance,
    withdrawable,
    withdrawals,
    erasure: { refundable_cents: plan.refundableCents, unrefundable_cents: plan.unrefundableCents },
  };
}

export async function withdrawalWithPayment(db: Kysely<Database>, id: string, lang: Lang) {
  const row = (await listUserWithdrawalById(db, id))!;
  return withdrawalView(row, lang);
}

function withdrawalView(w: Awaited<ReturnType<typeof listUserWithdrawals>>[number], lang: Lang) {
  return {
    id: w.id,
    payment_id: w.payment_id,
    amount_cents: w.amount_cents,
    cause: w.cause,
    status: w.status,
    payment_reference: paymentReference(w.payment_number),
    offer: topUpLabel(w.payment_cents, lang),
    payment_cents: w.payment_cents,
    method: w.method,
    requested_at: new Date(w.requested_at).toISOString(),
    refunded_at: w.refunded_at ? new Date(w.refunded_at).toISOString() : null,
  };
}
