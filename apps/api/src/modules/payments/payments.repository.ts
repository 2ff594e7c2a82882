import { sql, type Transaction } from 'kysely';
import type { Database, PaymentStatus, VatRegime } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { boundedCount, keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';

type Provider = 'demo' | 'stripe' | 'paypal';

export async function insertPayment(
  db: Db,
  p: {
    userId: number;
    provider: Provider;
    method: 'card' | 'paypal';
    option: number;
    amountCents: number;
    lang: 'fr' | 'en';
    termsVersion: string;
    billingCountry: string;
    vatRegime: VatRegime;
  },
) {
  return db
    .insertInto('payments')
    .values({
      user_id: p.userId,
      provider: p.provider,
      method: p.method,
      offer_option: p.option,
      domain: null,
      amount_cents: p.amountCents,
      currency: 'EUR',
      lang: p.lang,
      terms_version: p.termsVersion,
      billing_country: p.billingCountry,
      vat_regime: p.vatRegime,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The country of the buyer's last top-up (null before the first, decision 0345). */
export async function lastBillingCountry(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('billing_country')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.billing_country ?? null;
}

/** Remembers the country a top-up was billed in: the next one's default. */
export async function rememberBillingCountry(db: Db, userId: number, country: string) {
  await db
    .updateTable('users')
    .set({ billing_country: country })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('billing_country', 'is', null), eb('billing_country', '<>', country)]))
    .execute();
}

export async function findPayment(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payer's account: whether it was erased. */
export async function payerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The payment row, locked until the transaction ends: concurrent fulfilments of one payment queue here. */
export async function lockPayment(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findByExternalReference(db: Db, provider: Provider, ref: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_reference', '=', ref)
    .executeTakeFirst();
}

export async function setExternalReference(db: Db, id: string, ref: string) {
  await db
    .updateTable('payments')
    .set({ external_reference: ref, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markSucceeded(
  trx: Transaction<Database>,
  id: string,
  p: { externalRef: string | null; captureRef: string | null; walletAfterCents: number },
) {
  await trx
    .updateTable('payments')
    .set({
      status: 'succeeded',
      external_reference: sql<string | null>`coalesce(external_reference, ${p.externalRef})`,
      capture_reference: sql<string | null>`coalesce(${p.captureRef}, capture_reference)`,
      wallet_after_cents: p.walletAfterCents,
      failure_reason: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Ends a pending payment unpaid unless it has already moved on (a late failure never undoes a success). */
export async function markFailedIfPending(
  db: Db,
  id: string,
  reason: string,
  status: 'failed' | 'cancelled' | 'expired' = 'failed',
): Promise<boolean> {
  const r = await db
    .updateTable('payments')
    .set({ status, failure_reason: reason.slice(0, 500), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Refuses a payment whose evidence does not match the order (it may have failed before: the reason is replaced). */
export async function markRefused(trx: Transaction<Database>, id: string, reason: string): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: reason, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed', 'cancelled', 'expired'])
    .execute();
}

/** Records the receipts as sent, in one statement; one already recorded keeps its first time. */
export async function markReceiptsSent(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('payments')
    .set({ receipt_sent_at: new Date() })
    .where('id', 'in', ids)
    .where('receipt_sent_at', 'is', null)
    .execute();
}

/** Records a provider event id; false when it was already there (a replay). */
export async function recordProviderEvent(
  db: Db,
  e: { provider: string; eventId: string; type: string; paymentId: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('provider_events')
    .values({ provider: e.provider, event_id: e.eventId, type: e.type, payment_id: e.paymentId })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function endSubscriptionOfPayment(trx: Transaction<Database>, paymentId: string) {
  await trx
    .updateTable('subscriptions')
    .set({ end_date: new Date() })
    .where('payment_id', '=', paymentId)
    .where('end_date', '>', new Date())
    .execute();
}

export async function latestSubscription(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions as s')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .leftJoin('readings as r', 'r.id', 's.reading_id')
    .select([
      's.id',
      's.plan',
      's.starts_at',
      's.end_date',
      's.payment_id',
      'p.status as payment_status',
      'r.status as reading_status',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.starts_at', 'desc')
    .orderBy('s.id', 'desc')
    .executeTakeFirst();
}

/** The customer's payments, newest first, one keyset page at a time (decision 0305). */
export const PAYMENTS_PAGE: KeysetSpec = {
  list: 'payments',
  sort: 'created_at',
  sortType: 'timestamptz',
  id: 'id',
  idType: 'uuid',
  direction: 'desc',
};

export async function listUserPayments(db: Db, userId: number, page: PageRequest) {
  return keysetPage(
    db.selectFrom('payments').selectAll().where('user_id', '=', userId),
    PAYMENTS_PAGE,
    page,
    50,
  );
}

export interface PaymentFilter {
  status?: PaymentStatus;
  provider?: Provider;
  userId?: number;
  limit: number;
  cursor?: string | undefined;
}

/** The administrators' payments, newest first: `payments_created_idx` (or by status) in order. */
export const ADMIN_PAYMENTS_PAGE: KeysetSpec = {
  list: 'admin-payments',
  sort: 'p.created_at',
  sortType: 'timestamptz',
  id: 'p.id',
  idType: 'uuid',
  direction: 'desc',
};

/** One page of the payments matching the filter (keyset) and how many match, counted up to `countCap`. */
export async function listPaymentsWithUsers(db: Db, f: PaymentFilter, countCap: number) {
  let q = db.selectFrom('payments as p');
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.provider) q = q.where('p.provider', '=', f.provider);
  if (f.userId !== undefined) q = q.where('p.user_id', '=', f.userId);
  const [page, count] = await Promise.all([
    keysetPage(
      q
        .leftJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('wallet_funds as f', 'f.payment_id', 'p.id')
        .selectAll('p')
        .select([
          'u.username',
          'u.email',
          sql<number>`coalesce(f.remaining_cents, 0)::int8`.as('refundable_cents'),
        ]),
      ADMIN_PAYMENTS_PAGE,
      { cursor: f.cursor, limit: f.limit },
      f.limit,
    ),
    // A bounded count: at most countCap + 1 matching rows are read, whatever the table's size.
    boundedCount(db, q, countCap),
  ]);
  return { ...page, ...count };
}

export async function listSubscriptionsWithUsers(
  db: Db,
  f: { userId?: number; limit: number; offset: number },
) {
  let q = db.selectFrom('subscriptions as s').leftJoin('users as u', 'u.id', 's.user_id');
  if (f.userId !== undefined) q = q.where('s.user_id', '=', f.userId);
  const [rows, total] = await Promise.all([
    q
      .selectAll('s')
      .select(['u.username', 'u.email'])
      .orderBy('s.starts_at', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Pending payments of a provider created before `olderThan` (the reconciliation's work list). */
export async function pendingPayments(db: Db, provider: Provider, olderThan: Date, limit = 100) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', '=', provider)
    .where('created_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * What the receipts need: the payments and their payers' addresses, in one statement — the last
 * confirmed address while a new one awaits its confirmation (decision 0276).
 */
export async function receiptsData(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select([sql<string>`coalesce(u.prior_email, u.email)`.as('email'), 'u.first_name', 'u.deleted_at'])
    .where('p.id', 'in', ids)
    .execute();
}
