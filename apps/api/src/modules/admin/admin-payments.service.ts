import type { AdminPayment, AdminPaymentsResponse } from '@arcanes/contracts/admin';
import { centsToEuros } from '@arcanes/domain/money/cents';
import type { Payment, PaymentStatus } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { listPayments, paymentReference } from '#api/modules/payments/payments.service.ts';
import { refundableOf } from '#api/modules/wallet/wallet.service.ts';
import { refundPayment, type Deps as RefundDeps } from '#api/modules/withdrawals/withdrawals.service.ts';
import { findLiveUser } from './admin-users.repository';
import type { AdminActor } from './admin-users.service';

type Listed = Awaited<ReturnType<typeof listPayments>>['payments'][number];

const iso = (v: Date | string) => new Date(v).toISOString();

/** The payments module's list in the seed's names (amount in euros, choosen_option, payment_provider). */
function toAdminPayment(p: Listed): AdminPayment {
  return {
    id: p.id,
    user_id: p.user_id,
    username: p.username,
    email: p.email,
    created_at: p.created_at,
    amount: centsToEuros(p.amount_cents),
    amount_cents: p.amount_cents,
    refunded_cents: p.refunded_cents,
    refundable_cents: p.refundable_cents,
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    payment_provider: p.provider,
    method: p.method,
    reference: p.reference,
    external_reference: p.external_reference,
    capture_reference: p.capture_reference,
    choosen_option: p.option,
    domain: p.domain,
    wallet_after_add: p.wallet_after_cents === null ? null : centsToEuros(p.wallet_after_cents),
    wallet_after_cents: p.wallet_after_cents,
    failure_reason: p.failure_reason,
    waiver_text_version: p.waiver_text_version,
    immediate_execution_at: p.immediate_execution_at,
    withdrawal_waiver_at: p.withdrawal_waiver_at,
  };
}

export async function adminPayments(
  db: Db,
  filter: {
    status?: PaymentStatus;
    provider?: Payment['provider'];
    user_id?: number;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<AdminPaymentsResponse> {
  const { payments, total, total_capped, next_cursor } = await listPayments(db, {
    status: filter.status,
    provider: filter.provider,
    userId: filter.user_id,
    limit: filter.limit,
    cursor: filter.cursor,
  });
  return { payments: payments.map(toAdminPayment), next_cursor, total, total_capped };
}

/**
 * Refunds a payment through the one refund path (withdrawals module): all it can still give back, or
 * `amountCents` of it, through its provider, with its credit note; answers with the payment as the
 * list shows it and the wallet after.
 */
export async function adminRefund(
  deps: RefundDeps,
  paymentId: string,
  order: { reason: string; amountCents?: number },
  actor: AdminActor,
) {
  const db = deps.db;
  const result = await refundPayment(
    deps,
    paymentId,
    {
      actorId: actor.id,
      actorLabel: actor.username,
      reason: order.reason,
      ip: actor.ip,
      amountCents: order.amountCents,
    },
    actor.lang,
  );
  const p = result.payment;
  const owner = p.user_id === null ? undefined : await findLiveUser(db, p.user_id);
  const payment = toAdminPayment({
    id: p.id,
    user_id: p.user_id,
    username: owner?.username ?? null,
    email: owner?.email ?? null,
    provider: p.provider,
    method: p.method,
    status: p.status,
    reference: paymentReference(p.number),
    option: p.offer_option,
    domain: p.domain,
    amount_cents: Number(p.amount_cents),
    refunded_cents: Number(p.refunded_cents),
    refundable_cents: await refundableOf(db, p.id),
    currency: p.currency,
    external_reference: p.external_reference,
    capture_reference: p.capture_reference,
    wallet_after_cents: p.wallet_after_cents === null ? null : Number(p.wallet_after_cents),
    failure_reason: p.failure_reason,
    waiver_text_version: p.waiver_text_version,
    immediate_execution_at: p.immediate_execution_at && iso(p.immediate_execution_at),
    withdrawal_waiver_at: p.withdrawal_waiver_at && iso(p.withdrawal_waiver_at),
    created_at: iso(p.created_at),
  });
  return { payment, balanceCents: result.balanceCents, applied: result.applied };
}
