import { sql, type Transaction } from 'kysely';
import type { Database, PaymentStatus, RefundCause } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/** The payment row locked until the transaction ends (fulfilment and admin refunds lock it too). */
export async function lockPayment(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The payment, unlocked, or undefined. */
export async function findPaymentRow(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function paymentOf(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The latest refund of a payment for `cause`, if any. */
export async function latestRefundOf(db: Db, paymentId: string, cause: RefundCause) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('cause', '=', cause)
    .orderBy('requested_at', 'desc')
    .executeTakeFirst();
}

/**
 * Adds `cents` to what the payment gave back, and says so in its status: refunded once all of it went
 * back, partly refunded before. The CHECK keeps the total within what was paid.
 */
export async function addRefunded(
  trx: Transaction<Database>,
  paymentId: string,
  cents: number,
): Promise<PaymentStatus> {
  const row = await trx
    .updateTable('payments')
    .set({
      refunded_cents: sql`refunded_cents + ${cents}::int8`,
      status: sql`case when refunded_cents + ${cents}::int8 >= amount_cents then 'refunded' else 'partially_refunded' end`,
      updated_at: new Date(),
    })
    .where('id', '=', paymentId)
    .returning('status')
    .executeTakeFirstOrThrow();
  return row.status;
}

export async function findWithdrawal(db: Db, id: string) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** When the payment's money reached the wallet: the contract's conclusion, start of the 14 days. */
export async function creditedAt(db: Db, paymentId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('created_at')
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'topup')
    .orderBy('id')
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export async function insertWithdrawal(
  trx: Transaction<Database>,
  w: {
    paymentId: string;
    userId: number;
    amountCents: number;
    cause: RefundCause;
    lang: 'fr' | 'en';
    actorId?: number | null;
    reason?: string | null;
    ackEmail?: string | null;
    requesterName?: string | null;
  },
) {
  return trx
    .insertInto('withdrawals')
    .values({
      payment_id: w.paymentId,
      user_id: w.userId,
      amount_cents: w.amountCents,
      cause: w.cause,
      lang: w.lang,
      actor_id: w.actorId ?? null,
      reason: w.reason ?? null,
      ack_email: w.ackEmail ?? null,
      requester_name: w.requesterName ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending → refunded, once: false when another attempt recorded it first. */
export async function markWithdrawalRefunded(db: Db, id: string, providerReference: string) {
  const r = await db
    .updateTable('withdrawals')
    .set({
      status: 'refunded',
      provider_reference: providerReference,
      refunded_at: new Date(),
      last_error: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function recordWithdrawalError(db: Db, id: string, message: string) {
  await db
    .updateTable('withdrawals')
    .set({ last_error: message.slice(0, 500) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The user's credited payments since `since`, newest first, with the time of their credit and
 * whether a withdrawal already exists for them.
 */
export async function creditedPayments(db: Db, userId: number, since: Date | null) {
  let q = db
    .selectFrom('payments as p')
    .innerJoin('ledger_entries as l', (j) => j.onRef('l.payment_id', '=', 'p.id').on('l.kind', '=', 'topup'))
    .leftJoin('wallet_funds as f', 'f.payment_id', 'p.id')
    .selectAll('p')
    .select([
      'l.created_at as credited_at',
      sql<number>`coalesce(f.remaining_cents, 0)::int8`.as('refundable_cents'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.status', 'in', ['succeeded', 'partially_refunded']);
  if (since) q = q.where('l.created_at', '>=', since);
  return q.orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').execute();
}

/**
 * What erasing the account would do with its money now: the paid funds' remainders and the price of
 * readings not yet delivered, each on the funds it was paid from, go back as money (`paid`); offered
 * credit ends with the account (`offered`).
 */
export async function erasureTotals(db: Db, userId: number) {
  // Driven from the account's own funds (wallet_funds_user_idx) for the remainders, and from its
  // readings not yet delivered (readings_user_open_idx, then their debit and its movements) for what
  // they cost: each row already carries its origin, and neither part reads the account's delivered
  // readings — the debits of a customer of 2 000 readings were all walked to keep the few in progress
  // (56 ms, decision 0370; no condition on the funds' owner here, or the planner starts from the funds
  // again: a debit's funds are always its reader's); before that, a join back to the funds over the union walked the whole
  // ledger once per fund (11,7 s on the growth bench's database, issue 37).
  const { rows } = await sql<{ origin: 'paid' | 'offered'; cents: number }>`
    select origin, sum(cents)::int8 as cents from (
      select f.origin, f.remaining_cents as cents from wallet_funds f where f.user_id = ${userId}::int4
      union all
      select f.origin, -m.cents from readings r
        join ledger_entries d on d.reading_id = r.id and d.kind = 'debit'
        join fund_movements m on m.ledger_entry_id = d.id
        join wallet_funds f on f.id = m.fund_id
      where r.user_id = ${userId}::int4 and r.status in ('pending', 'queued', 'writing', 'failed')
    ) x
    group by origin`.execute(db);
  const of = (origin: 'paid' | 'offered') => Number(rows.find((r) => r.origin === origin)?.cents ?? 0);
  return { paidCents: of('paid'), offeredCents: of('offered') };
}

function withdrawalsWithPayments(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('payments as p', 'p.id', 'w.payment_id')
    .selectAll('w')
    .select([
      'p.offer_option',
      'p.domain',
      'p.amount_cents as payment_cents',
      'p.method',
      'p.provider',
      'p.number as payment_number',
    ]);
}

export async function listUserWithdrawals(db: Db, userId: number) {
  return withdrawalsWithPayments(db)
    .where('w.user_id', '=', userId)
    .orderBy('w.requested_at', 'desc')
    .execute();
}

export async function listUserWithdrawalById(db: Db, id: string) {
  return withdrawalsWithPayments(db).where('w.id', '=', id).executeTakeFirst();
}

/** What the acknowledgement needs: the withdrawal, its payment and the payer. */
export async function ackData(db: Db, id: string) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('payments as p', 'p.id', 'w.payment_id')
    .leftJoin('wallet_funds as f', 'f.payment_id', 'p.id')
    .selectAll('w')
    .select([
      'p.offer_option',
      'p.domain',
      'p.amount_cents as payment_cents',
      'p.method',
      'p.provider',
      'p.number as payment_number',
      sql<Date>`p.created_at`.as('paid_at'),
      // What readings consumed of the payment: neither refunded nor still in its fund.
      sql<number>`greatest(0, p.amount_cents - p.refunded_cents - coalesce(f.remaining_cents, 0))::int8`.as(
        'spent_cents',
      ),
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/** The payer, with the address a refund's acknowledgement goes to: the last confirmed one (decision 0276). */
export async function payerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', sql<string>`coalesce(prior_email, email)`.as('email'), 'first_name', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The payment a visitor names by its reference (« P-000042 »), with its payer's addresses. */
export async function paymentByNumber(db: Db, number: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.user_id', 'u.email', 'u.prior_email', 'u.first_name', 'u.deleted_at'])
    .where('p.number', '=', number)
    .executeTakeFirst();
}
