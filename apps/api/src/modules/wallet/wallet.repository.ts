import { sql, type Transaction } from 'kysely';
import type { Database, LedgerEntry, LedgerKind } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';

export async function findEntryByKey(db: Db, key: string) {
  return db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Which funds a movement takes from or gives to (decision 0265):
 * - `grant`: a new fund of this origin (a payment's, or offered credit);
 * - `spend`: offered funds first, then paid funds oldest first (a reading, an administrator's debit);
 * - `payment`: that payment's fund only (its refund);
 * - `offered`: offered funds only (forfeited at erasure);
 * - `restore`: back to the funds the debit of `readingId` took from (a reading refunded).
 */
export type FundRule =
  | { rule: 'grant'; origin: 'paid' | 'offered'; paymentId: string | null }
  | { rule: 'spend' }
  | { rule: 'payment'; paymentId: string }
  | { rule: 'offered' }
  | { rule: 'restore'; readingId: string | null };

/** The wallet's row locked until the transaction ends, with the entry already under `key` if any. */
export async function lockWallet(trx: Transaction<Database>, userId: number, key: string) {
  const { rows } = await sql<{ balance_cents: number; entry: LedgerEntry | null }>`
    select balance_cents,
      (select to_jsonb(e) from ledger_entries e where e.idempotency_key = ${key}::text) as entry
    from users where id = ${userId}::int4 for update`.execute(trx);
  const row = rows[0];
  return row ? { balanceCents: Number(row.balance_cents), entry: row.entry } : undefined;
}

/** The funds a rule takes from, in the order it takes them. */
function takenFrom(userId: number, funds: FundRule) {
  if (funds.rule === 'restore' && funds.readingId === null)
    return sql`select null::int8 as id, 0::int8 as cents, 0::int8 as ord where false`;
  if (funds.rule === 'restore')
    return sql`select m.fund_id as id, -sum(m.cents) as cents, m.fund_id as ord
      from fund_movements m join ledger_entries d on d.id = m.ledger_entry_id
      where d.reading_id = ${funds.readingId}::uuid and d.kind = 'debit'
      group by m.fund_id having sum(m.cents) < 0`;
  const only =
    funds.rule === 'payment'
      ? sql`and f.payment_id = ${funds.paymentId}::uuid`
      : funds.rule === 'offered'
        ? sql`and f.origin = 'offered'`
        : sql``;
  return sql`select id, remaining_cents as cents,
      row_number() over (order by f.origin = 'paid', f.created_at, f.id) as ord
    from wallet_funds f
    where f.user_id = ${userId}::int4 and f.remaining_cents > 0 ${only}`;
}

/**
 * A movement in ONE statement, to be run with the wallet locked (`lockWallet`, so that the funds read
 * here are the latest): the balance moved by `delta` unless that would make it negative or the key
 * was already used, the entry appended with the balance after, the funds moved by `funds`, and an
 * audit entry (`wallet.<kind>`).
 * `moved` without `entry` means a call with the same key won the insert: the caller's transaction
 * must be rolled back. `fundsCents` is what the funds moved: equal to |delta| when all is well.
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
    funds: FundRule;
  },
): Promise<{ moved: boolean; entry: LedgerEntry | null; fundsCents: number; multiPurposeCents: number }> {
  const cents = Math.abs(e.delta);
  const fundMoves =
    e.funds.rule === 'grant'
      ? sql`fund as (
          insert into wallet_funds (user_id, origin, payment_id, granted_cents, remaining_cents)
          select entry.user_id, ${e.funds.origin}::text, ${e.funds.paymentId}::uuid, ${cents}::int8, ${cents}::int8
          from entry returning id
        ), changes as (select fund.id, ${cents}::int8 as cents from fund),
        funds_moved as (
          insert into fund_movements (ledger_entry_id, fund_id, cents)
          select entry.id, changes.id, changes.cents from entry, changes returning cents
        )`
      : sql`source as (${takenFrom(e.userId, e.funds)}),
        running as (
          select id, cents, coalesce(sum(cents) over (order by ord rows between unbounded preceding and 1 preceding), 0) as before
          from source
        ), changes as (
          select id, ${e.delta < 0 ? sql`-` : sql``}least(cents, ${cents}::int8 - before) as cents
          from running where before < ${cents}::int8
        ), updated as (
          update wallet_funds f set remaining_cents = f.remaining_cents + changes.cents
          from changes, entry where f.id = changes.id returning f.id
        ), funds_moved as (
          insert into fund_movements (ledger_entry_id, fund_id, cents)
          select entry.id, changes.id, changes.cents from entry, changes returning cents
        )`;
  const { rows } = await sql<
    LedgerEntry & { moved_balance: number | null; funds_cents: number; multi_purpose_cents: number }
  >`
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
    ), ${fundMoves},
    -- Every movement in the audit log, in the same statement (a debit is the customer's own act).
    audited as (
      insert into audit_log (actor_id, actor_label, action, target, details)
      select coalesce(${e.actorId ?? null}::int4, case when entry.kind = 'debit' then entry.user_id end),
        case when ${e.actorId ?? null}::int4 is null and entry.kind <> 'debit' then 'system' end,
        'wallet.' || entry.kind, 'user:' || entry.user_id,
        jsonb_strip_nulls(jsonb_build_object('entry_id', entry.id, 'amount_cents', entry.amount_cents,
          'balance_after_cents', entry.balance_after_cents, 'payment_id', entry.payment_id,
          'reading_id', entry.reading_id, 'reason', entry.reason))
      from entry returning id
    )
    select entry.*, (select balance_cents from moved) as moved_balance,
      (select coalesce(sum(abs(cents)), 0) from funds_moved)::int8 as funds_cents,
      -- What came from (or went back to) multi-purpose vouchers: their VAT is due on the reading
      -- (decision 0345); the same statement says so, so that a shop without any pays nothing more.
      (select coalesce(sum(abs(c.cents)), 0) from changes c
        join wallet_funds f on f.id = c.id join payments p on p.id = f.payment_id
        where entry.id is not null and p.vat_regime = 'multi-purpose')::int8 as multi_purpose_cents
    from (select 1) as one left join entry on true`.execute(trx);
  const { moved_balance, funds_cents, multi_purpose_cents, ...entry } = rows[0]!;
  return {
    moved: moved_balance !== null,
    entry: entry.id === null ? null : (entry as LedgerEntry),
    fundsCents: Number(funds_cents),
    multiPurposeCents: Number(multi_purpose_cents),
  };
}

/**
 * A reading refunded whose debit left no trace in the funds (paid before decision 0265): its price
 * goes back to the paid funds that readings consumed, newest payment first, then to offered credit.
 */
export async function restoreUntraced(
  trx: Transaction<Database>,
  e: { userId: number; entryId: number; cents: number },
) {
  await sql`
    with room as (
      select f.id, p.amount_cents - p.refunded_cents - f.remaining_cents as cents, f.created_at
      from wallet_funds f join payments p on p.id = f.payment_id
      where f.user_id = ${e.userId}::int4 and p.amount_cents - p.refunded_cents - f.remaining_cents > 0
    ), running as (
      select id, cents, coalesce(sum(cents) over (order by created_at desc, id desc
        rows between unbounded preceding and 1 preceding), 0) as before from room
    ), changes as (
      select id, least(cents, ${e.cents}::int8 - before) as cents from running where before < ${e.cents}::int8
    ), updated as (
      update wallet_funds f set remaining_cents = f.remaining_cents + changes.cents
      from changes where f.id = changes.id returning f.id
    ), rest as (
      select ${e.cents}::int8 - coalesce((select sum(cents) from changes), 0) as cents
    ), offered as (
      insert into wallet_funds (user_id, origin, granted_cents, remaining_cents)
      select ${e.userId}::int4, 'offered', rest.cents, rest.cents from rest where rest.cents > 0
      returning id, remaining_cents as cents
    )
    insert into fund_movements (ledger_entry_id, fund_id, cents)
    select ${e.entryId}::int8, id, cents from changes
    union all select ${e.entryId}::int8, id, cents from offered`.execute(trx);
}

/** A user's funds with something left, in the order readings spend them. */
export async function fundsOf(db: Db, userId: number) {
  return db
    .selectFrom('wallet_funds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('remaining_cents', '>', 0)
    .orderBy(sql`origin = 'paid'`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** What a payment's fund still holds: its refundable part (0 when it has no fund). */
export async function paymentFundRemaining(db: Db, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_funds')
    .select('remaining_cents')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row ? Number(row.remaining_cents) : 0;
}

/**
 * Whether the funds agree with the wallet: their remainders add up to the balance, and each fund's
 * remainder is the sum of its movements.
 */
export async function fundsAgree(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`
    select (select balance_cents from users where id = ${userId}::int4)
        = (select coalesce(sum(remaining_cents), 0) from wallet_funds where user_id = ${userId}::int4)
      and not exists (
        select 1 from wallet_funds f
        where f.user_id = ${userId}::int4
          and f.remaining_cents <> (select coalesce(sum(m.cents), 0) from fund_movements m where m.fund_id = f.id)
      ) as ok`.execute(db);
  return rows[0]?.ok === true;
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

/** The customer's ledger, newest first (ids only grow), one keyset page at a time (decision 0305). */
export const LEDGER_PAGE: KeysetSpec = {
  list: 'ledger',
  sort: 'l.id',
  sortType: 'integer',
  id: 'l.id',
  idType: 'integer',
  direction: 'desc',
};

/** The entries with what each is about: the offer paid for, or the reading it paid. */
export async function listEntriesWithSubjects(db: Db, userId: number, page: PageRequest) {
  const query = db
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
    .where('l.user_id', '=', userId);
  return keysetPage(query, LEDGER_PAGE, page, 50);
}

export async function sumEntries(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount_cents), 0)::int8`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
