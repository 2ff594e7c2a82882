import { sql, type Transaction } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

/** The payment row locked until the transaction ends (fulfilment and admin refunds lock it too). */
export async function lockPayment(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function paymentOf(db: Db, id: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findByPayment(db: Db, paymentId: string) {
  return db.selectFrom('withdrawals').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
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
    cause: 'withdrawal' | 'erasure';
    lang: 'fr' | 'en';
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
export async function creditedPayments(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('payments as p')
    .innerJoin('ledger_entries as l', (j) => j.onRef('l.payment_id', '=', 'p.id').on('l.kind', '=', 'topup'))
    .leftJoin('withdrawals as w', 'w.payment_id', 'p.id')
    .selectAll('p')
    .select(['l.created_at as credited_at', 'w.id as withdrawal_id'])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'succeeded')
    .where('l.created_at', '>=', since)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
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
    .selectAll('w')
    .select([
      'p.offer_option',
      'p.domain',
      'p.amount_cents as payment_cents',
      'p.method',
      'p.provider',
      'p.number as payment_number',
      sql<Date>`p.created_at`.as('paid_at'),
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
}

export async function payerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
