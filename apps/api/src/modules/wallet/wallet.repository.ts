import { sql, type Transaction } from 'kysely';
import type { Database, LedgerEntry, LedgerKind } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';

export async function findEntryByKey(db: Db, key: string) {
  return db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * A movement in ONE statement: the balance moved by `delta` unless that would make it negative or the
 * key was already used, and the entry appended with the balance after. `moved` without `entry` means a
 * concurrent call with the same key won the insert: the caller's transaction must be rolled back. Run it
 * in a transaction (a statement alone would keep that move).
 */
export async function moveBalanceWithEntry(
  trx: Transaction<Database>,
  e: {
    userId: number;
    kind: LedgerKind;
    delta: number;
    key: string;
    paymentId?: string | null;
    readingId?: string | null;
    actorId?: number | null;
    reason?: string | null;
  },
): Promise<{ moved: boolean; entry: LedgerEntry | null }> {
  const { rows } = await sql<LedgerEntry & { moved_balance: number | null }>`
    with moved as (
      update users set balance_cents = balance_cents + ${e.delta}::int8, updated_at = ${new Date()}
      where id = ${e.userId}::int4 and balance_cents + ${e.delta}::int8 >= 0
        and not exists (select 1 from ledger_entries where idempotency_key = ${e.key}::text)
      returning id, balance_cents
    ), entry as (
      insert into ledger_entries
        (user_id, kind, amount_cents, balance_after_cents, idempotency_key, payment_id, reading_id, actor_id, reason)
      select moved.id, ${e.kind}::text, ${e.delta}::int8, moved.balance_cents, ${e.key}::text,
        ${e.paymentId ?? null}::uuid, ${e.readingId ?? null}::uuid, ${e.actorId ?? null}::int4, ${e.reason ?? null}::text
      from moved
      on conflict (idempotency_key) do nothing
      returning *
    )
    select entry.*, (select balance_cents from moved) as moved_balance
    from (select 1) as one left join entry on true`.execute(trx);
  const row = rows[0]!;
  const { moved_balance, ...entry } = row;
  return { moved: moved_balance !== null, entry: entry.id === null ? null : (entry as LedgerEntry) };
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
      'p.amount_cents as payment_cents',
      'p.number as payment_number',
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
