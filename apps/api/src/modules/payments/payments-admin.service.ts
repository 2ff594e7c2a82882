import type { Kysely } from 'kysely';
import { ADMIN_PAYMENTS_COUNT_CAP } from '@arcanes/contracts/admin';
import type { Database, Payment, PaymentStatus } from '#api/db/schema.ts';
import { paymentReference } from '#api/modules/catalogue/catalogue.service.ts';
import { listPaymentsWithUsers, listSubscriptionsWithUsers } from './payments.repository';

/** The administrators' list of payments, newest first, with the payer's name, by keyset (decision 0305). */
export async function listPayments(
  db: Kysely<Database>,
  filter: {
    status?: PaymentStatus;
    provider?: Payment['provider'];
    userId?: number;
    limit: number;
    cursor?: string | undefined;
  },
) {
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit)), 100);
  const { items, next_cursor, total, capped } = await listPaymentsWithUsers(
    db,
    { ...filter, limit },
    ADMIN_PAYMENTS_COUNT_CAP,
  );
  return {
    total,
    total_capped: capped,
    next_cursor,
    payments: items.map((p) => ({
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
      refunded_cents: Number(p.refunded_cents),
      refundable_cents: Number(p.refundable_cents),
      currency: p.currency,
      external_reference: p.external_reference,
      capture_reference: p.capture_reference,
      wallet_after_cents: p.wallet_after_cents,
      failure_reason: p.failure_reason,
      waiver_text_version: p.waiver_text_version,
      immediate_execution_at: p.immediate_execution_at && new Date(p.immediate_execution_at).toISOString(),
      withdrawal_waiver_at: p.withdrawal_waiver_at && new Date(p.withdrawal_waiver_at).toISOString(),
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
