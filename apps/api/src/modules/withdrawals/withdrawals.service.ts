import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { WITHDRAWAL_DAYS, withdrawalDeadline } from '@arcanes/domain/calendar/withdrawal-deadline';
import { formatCents } from '@arcanes/domain/money/cents';
import type { Config } from '#api/config.ts';
import type { Database, Withdrawal } from '#api/db/schema.ts';
import { inTransaction, type Db } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Queue } from '#api/jobs/queue.ts';
import type { Lang } from '#api/lib/lang.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { endSubscriptionOfPayment } from '#api/modules/payments/payments.service.ts';
import { getBalance } from '#api/modules/wallet/wallet.service.ts';
import { lockRefundable, refundFromPayment, refundNow } from './refunds.service';
export { settleErasedWallet } from './refunds.service';
import { executeRefund } from './withdrawal-refund.service';
import {
  creditedAt,
  creditedPayments,
  erasureTotals,
  latestRefundOf,
  listUserWithdrawalById,
  listUserWithdrawals,
  paymentByNumber,
  paymentOf,
  payerOf,
} from './withdrawals.repository';
import { visitorWithdrawalNotice, type VisitorRefusal } from '#api/jobs/visitor-withdrawal-notice.address.ts';
import { withdrawableReadings } from '#api/modules/readings/withdrawal/reading-withdrawal.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough days back to hold every top-up whose period, extended past weekends and holidays, still runs. */
const LOOKBACK_DAYS = WITHDRAWAL_DAYS + 7;

export { executeRefund };

export interface Deps {
  db: Kysely<Database>;
  config: Config;
  queue: Queue;
  log: FastifyBaseLogger;
}

/**
 * The customer withdraws from a top-up of the last fourteen days: what that payment can still give
 * back (its fund: what it paid less what readings consumed and what was refunded) goes back through
 * the provider that took it. Race-safe (the payment then the wallet are locked) and idempotent: a
 * repeat when nothing is left returns the last withdrawal with `applied: false`.
 */
export async function requestWithdrawal(
  deps: Deps,
  userId: number,
  paymentId: string,
  lang: Lang,
  /** `to`: the acknowledgement's address (default: the account's); `requesterName`: from the visitor form. */
  o: { to?: string; requesterName?: string; refundNow?: boolean } = {},
): Promise<{ withdrawal: Withdrawal; applied: boolean }> {
  const outcome = await inTransaction(deps.db, async (trx) => {
    const user = await payerOf(trx, userId);
    const locked = await lockRefundable(trx, paymentId);
    if (!locked || !user || locked.payment.user_id !== user.id) throw new AppError('NOT_FOUND');
    const { payment } = locked;
    if (locked.refundableCents === 0) {
      const existing = await latestRefundOf(trx, paymentId, 'withdrawal');
      if (existing) return { withdrawal: existing, applied: false };
    }
    if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded')
      throw new AppError('WITHDRAWAL_NOT_POSSIBLE');
    const credited = await creditedAt(trx, paymentId);
    if (!credited || withdrawalDeadline(credited).getTime() < Date.now())
      throw new AppError('WITHDRAWAL_PERIOD_OVER');
    if (locked.refundableCents === 0) throw new AppError('WITHDRAWAL_NOTHING_UNSPENT');
    const withdrawal = await refundFromPayment(trx, deps.queue, locked, {
      cause: 'withdrawal',
      lang,
      to: { email: o.to ?? user.email, firstName: o.requesterName ?? user.first_name },
      requesterName: o.requesterName ?? null,
    });
    return { withdrawal, applied: true };
  });
  if (outcome.applied && o.refundNow !== false)
    return { withdrawal: await refundNow(deps, outcome.withdrawal), applied: true };
  return outcome;
}

/** « P-000042 », « p42 », « P 42 » → 42. */
function referenceNumber(reference: string): number {
  return Number(reference.replace(/\D/g, ''));
}

/**
 * The withdrawal function for a visitor (decision 0350): the name, the e-mail address and the
 * payment's reference. When the reference names a payment of the account with that address, it is
 * the account's withdrawal, its acknowledgement e-mailed to that address; if the withdrawal is not
 * possible (period over, nothing unspent), that address is told why. When they do not match, nothing
 * happens and nothing is sent. The caller answers the same in every case (no account enumeration), with
 * the date and time the request was received. The provider refund runs from its job, so that a match
 * does not take longer to answer than a miss.
 */
export async function requestVisitorWithdrawal(
  deps: Deps,
  input: { name: string; email: string; paymentReference: string },
  lang: Lang,
): Promise<{ receivedAt: Date; outcome: 'withdrawn' | 'refused' | 'unmatched' }> {
  const receivedAt = new Date();
  const number = referenceNumber(input.paymentReference);
  const payment =
    Number.isSafeInteger(number) && number > 0 ? await paymentByNumber(deps.db, number) : undefined;
  const email = input.email.trim().toLowerCase();
  const matches =
    payment &&
    payment.user_id !== null &&
    !payment.deleted_at &&
    [payment.email, payment.prior_email].some((a) => a?.toLowerCase() === email);
  if (!payment || !matches) return { receivedAt, outcome: 'unmatched' };
  try {
    await requestWithdrawal(deps, payment.user_id!, payment.id, lang, {
      to: email,
      requesterName: input.name.trim(),
      refundNow: false,
    });
    return { receivedAt, outcome: 'withdrawn' };
  } catch (error) {
    if (
      error instanceof AppError &&
      ['WITHDRAWAL_PERIOD_OVER', 'WITHDRAWAL_NOTHING_UNSPENT', 'WITHDRAWAL_NOT_POSSIBLE'].includes(error.code)
    ) {
      await deps.queue.send(
        visitorWithdrawalNotice,
        {
          to: email,
          name: input.name.trim(),
          lang,
          reference: paymentReference(number),
          receivedAt: receivedAt.toISOString(),
          reason: error.code as VisitorRefusal,
        },
        { singletonKey: `visitor-withdrawal-${payment.id}-${receivedAt.getTime()}` },
      );
      return { receivedAt, outcome: 'refused' };
    }
    throw error;
  }
}

/**
 * An administrator refunds a payment: `amountCents` of it, or all it can still give back. Refused
 * beyond that (what readings consumed stays paid; what was refunded is not refunded twice); a repeat
 * on a payment with nothing left to refund answers with it, `applied: false`.
 */
export async function refundPayment(
  deps: Deps,
  paymentId: string,
  by: {
    actorId: number;
    actorLabel?: string | null;
    reason: string;
    ip?: string | null;
    amountCents?: number;
  },
  lang: Lang = 'fr',
) {
  const reason = by.reason.trim();
  if (!reason) throw new AppError('VALIDATION_FAILED', { detail: 'reason' }, { reason: 'required' });
  const outcome = await inTransaction(deps.db, async (trx) => {
    const locked = await lockRefundable(trx, paymentId);
    if (!locked) throw new AppError('NOT_FOUND');
    const { payment } = locked;
    if (payment.status === 'refunded' && by.amountCents === undefined)
      return {
        payment,
        withdrawal: null,
        balanceCents: await getBalance(trx, payment.user_id),
        applied: false,
      };
    if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded')
      throw new AppError('PAYMENT_NOT_REFUNDABLE');
    const payer = await payerOf(trx, payment.user_id);
    const withdrawal = await refundFromPayment(trx, deps.queue, locked, {
      cause: 'refund',
      amountCents: by.amountCents,
      lang: payment.lang,
      to: { email: payer?.email ?? '', firstName: payer?.first_name ?? '' },
      actorId: by.actorId,
      actorLabel: by.actorLabel ?? null,
      reason,
      ip: by.ip ?? null,
    }).catch((error: unknown) => {
      // The administrator reads the message in their own language.
      if (error instanceof AppError && error.code === 'REFUND_EXCEEDS_REFUNDABLE')
        throw new AppError(
          'REFUND_EXCEEDS_REFUNDABLE',
          { refundable: formatCents(locked.refundableCents, lang) },
          { amount: 'invalid' },
        );
      throw error;
    });
    await endSubscriptionOfPayment(trx, payment.id);
    const after = await paymentOf(trx, payment.id);
    return {
      payment: after,
      withdrawal,
      balanceCents: await getBalance(trx, payment.user_id),
      applied: true,
    };
  });
  if (outcome.withdrawal) await refundNow(deps, outcome.withdrawal);
  return outcome;
}

/** What erasing the account would do with the balance: refunded as money, or ended (offered credit). */
export async function erasurePlan(db: Db, userId: number) {
  const totals = await erasureTotals(db, userId);
  return { refundableCents: totals.paidCents, unrefundableCents: totals.offeredCents };
}

/** The account's withdrawal screen: the top-ups one can still withdraw from, past withdrawals, erasure. */
export async function withdrawalsOverview(db: Kysely<Database>, userId: number, lang: Lang) {
  const balance = await getBalance(db, userId);
  const now = Date.now();
  const recent = await creditedPayments(db, userId, new Date(now - LOOKBACK_DAYS * DAY_MS));
  const withdrawable = recent
    .map((p) => ({
      p,
      refundable: Number(p.refundable_cents),
      deadline: withdrawalDeadline(new Date(p.credited_at)),
    }))
    .filter(({ refundable, deadline }) => refundable > 0 && deadline.getTime() >= now)
    .map(({ p, refundable, deadline }) => ({
      payment_id: p.id,
      payment_reference: paymentReference(p.number),
      offer: topUpLabel(p.amount_cents, lang),
      amount_cents: p.amount_cents,
      refundable_cents: refundable,
      method: p.method,
      paid_at: new Date(p.credited_at).toISOString(),
      deadline: deadline.toISOString(),
    }));
  const plan = await erasurePlan(db, userId);
  const withdrawals = (await listUserWithdrawals(db, userId)).map((w) => withdrawalView(w, lang));
  const payer = await payerOf(db, userId);
  return {
    balance_cents: balance,
    email: payer?.email ?? '',
    withdrawable,
    withdrawable_readings: await withdrawableReadings(db, userId, lang),
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
