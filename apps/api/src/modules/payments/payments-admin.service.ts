import type { Kysely } from 'kysely';
import type { Database, Payment, PaymentStatus } from '#api/db/schema.ts';
import { inTransaction } from '#api/db/tx.ts';
import { AppError } from '#api/errors/app-error.ts';
import { audit } from '#api/modules/audit/audit.service.ts';
import { paymentReference } from '#api/modules/catalogue/catalogue.service.ts';
import { issueCreditNote } from '#api/modules/invoices/invoices.service.ts';
import { adjust, getBalance } from '#api/modules/wallet/wallet.service.ts';
import {
  endSubscriptionOfPayment,
  listPaymentsWithUsers,
  listSubscriptionsWithUsers,
  lockPayment,
  markRefunded,
} from './payments.repository';

/** The administrators' list of payments, newest first, with the payer's name. */
export async function listPayments(
  db: Kysely<Database>,
  filter: {
    status?: PaymentStatus;
    provider?: Payment['provider'];
    userId?: number;
    limit: number;
    offset: number;
  },
) {
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit)), 500);
  const offset = Math.max(0, Math.trunc(filter.offset));
  const { rows, total } = await listPaymentsWithUsers(db, { ...filter, limit, offset });
  return {
    total,
    payments: rows.map((p) => ({
      id: p.id,
      user_id: p.user_id,
      username: p.username ?? null,
      email: p.email ?? null,
      provider: p.provider,
      method: p.method,
      status: p.status,
      reference: paymentReference(p.number),
      option: p.offer_option,
      domain: p.domain,
      amount_cents: p.amount_cents,
      currency: p.currency,
      external_reference: p.external_reference,
      capture_reference: p.capture_reference,
      wallet_after_cents: p.wallet_after_cents,
      failure_reason: p.failure_reason,
      waiver_text_version: p.waiver_text_version,
      immediate_execution_at: new Date(p.immediate_execution_at).toISOString(),
      withdrawal_waiver_at: new Date(p.withdrawal_waiver_at).toISOString(),
      created_at: new Date(p.created_at).toISOString(),
    })),
  };
}

/** The administrators' list of plans (the seed's /admin/subscriptions). */
export async function listSubscriptions(
  db: Kysely<Database>,
  filter: { userId?: number; limit: number; offset: number },
) {
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit)), 500);
  const { rows, total } = await listSubscriptionsWithUsers(db, {
    ...filter,
    limit,
    offset: Math.max(0, Math.trunc(filter.offset)),
  });
  const now = Date.now();
  return {
    total,
    subscriptions: rows.map((s) => ({
      id: s.id,
      user_id: s.user_id,
      username: s.username ?? null,
      plan: s.plan,
      payment_id: s.payment_id,
      starts_at: new Date(s.starts_at).toISOString(),
      end_date: new Date(s.end_date).toISOString(),
      active: new Date(s.end_date).getTime() > now,
    })),
  };
}

/**
 * Records the refund of a succeeded payment: a negative adjustment of its amount (only if the wallet
 * still holds it: spent credit cannot be taken back), the payment marked refunded, its plan ended,
 * and an audit entry. Money goes back to the buyer from the provider's dashboard; this keeps our books
 * equal to it. Idempotent: refunding twice changes nothing the second time.
 */
export async function refundPayment(
  db: Kysely<Database>,
  paymentId: string,
  by: { actorId: number; reason: string; ip?: string | null },
) {
  const reason = by.reason.trim();
  if (!reason) throw new AppError('VALIDATION_FAILED', { detail: 'reason' }, { reason: 'required' });
  return inTransaction(db, async (trx) => {
    const p = await lockPayment(trx, paymentId);
    if (!p || p.user_id === null) throw new AppError('NOT_FOUND');
    if (p.status === 'refunded')
      return { payment: p, balanceCents: await getBalance(trx, p.user_id), applied: false };
    if (p.status !== 'succeeded') throw new AppError('PAYMENT_NOT_REFUNDABLE');
    const userId = p.user_id;
    const moved = await adjust(trx, {
      userId,
      signedCents: -p.amount_cents,
      key: `payment-refund:${p.id}`,
      actorId: by.actorId,
      reason,
      paymentId: p.id,
    }).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') {
        throw new AppError('REFUND_EXCEEDS_BALANCE', {
          balance: `${((await getBalance(trx, userId)) / 100).toFixed(2)} EUR`,
        });
      }
      throw error;
    });
    await markRefunded(trx, p.id);
    await issueCreditNote(trx, { source: `payment-refund:${p.id}`, payment: p, totalCents: p.amount_cents });
    await endSubscriptionOfPayment(trx, p.id);
    await audit(trx, {
      actorId: by.actorId,
      action: 'payment.refund',
      target: `payment:${p.id}`,
      details: {
        user_id: userId,
        amount_cents: p.amount_cents,
        provider: p.provider,
        external_reference: p.external_reference,
        reason,
      },
      ip: by.ip ?? null,
    });
    return {
      payment: { ...p, status: 'refunded' as const },
      balanceCents: moved.balanceCents,
      applied: true,
    };
  });
}
