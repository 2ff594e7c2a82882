import { sql, type Transaction } from 'kysely';
import type { Database, LedgerKind } from '../../db/schema';
import type { Db } from '../../db/tx';

export async function findEntryByKey(db: Db, key: string) {
  return db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Moves the balance by `delta` in one conditional statement: it changes nothing (and returns
 * undefined) when the result would be negative, so concurrent debits can never overdraw.
 */
export async function moveBalance(trx: Transaction<Database>, userId: number, delta: number) {
  return trx
    .updateTable('users')
    .set({ balance_cents: sql`balance_cents + ${delta}`, updated_at: new Date() })
    .where('id', '=', userId)
    .where(sql<boolean>`balance_cents + ${delta} >= 0`)
    .returning(['balance_cents'])
    .executeTakeFirst();
}

export async function insertEntry(
  trx: Transaction<Database>,
  e: {
    userId: number;
    kind: LedgerKind;
    amountCents: number;
    balanceAfterCents: number;
    key: string;
    paymentId?: string | null;
    readingId?: string | null;
    actorId?: number | null;
    reason?: string | null;
  },
) {
  return trx
    .insertInto('ledger_entries')
    .values({
      user_id: e.userId,
      kind: e.kind,
      amount_cents: e.amountCents,
      balance_after_cents: e.balanceAfterCents,
      idempotency_key: e.key,
      payment_id: e.paymentId ?? null,
      reading_id: e.readingId ?? null,
      actor_id: e.actorId ?? null,
      reason: e.reason ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function balanceOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('balance_cents')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.balance_cents;
}

/** The balance, with the user's row locked until the transaction ends: debits of this wallet wait. */
export async function lockedBalanceOf(
  trx: Transaction<Database>,
  userId: number,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('users')
    .select('balance_cents')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance_cents);
}

export async function listEntries(db: Db, userId: number, limit = 200) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The entries with what each is about: the offer paid for, or the reading it paid. */
export async function listEntriesWithSubjects(db: Db, userId: number, limit = 200) {
  return db
    .selectFrom('ledger_entries as l')
    .leftJoin('payments as p', 'p.id', 'l.payment_id')
    .leftJoin('readings as r', 'r.id', 'l.reading_id')
    .selectAll('l')
    .select([
      'p.domain as payment_domain',
      'p.offer_option as payment_option',
      'r.domain as reading_domain',
      'r.option as reading_option',
    ])
    .where('l.user_id', '=', userId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

export async function sumEntries(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int8`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
