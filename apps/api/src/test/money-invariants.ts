import { sql, type Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/**
 * What must hold of the money of `userIds` whatever happened to them, in whatever order (issue 34):
 * each line returned is one broken rule, with the numbers that break it; none when all is well.
 *
 * - the ledger and the funds add up to the balance, each fund to its movements;
 * - money is conserved: paid − refunded + offered − forfeited − taken back = balance + readings kept;
 * - each payment: refunds add up to its refunded amount, and what it paid = refunded + still in its
 *   fund + consumed (so nothing is refunded beyond what it paid less what readings consumed);
 * - offered credit never leaves as money (each offered fund: granted = left + spent + forfeited);
 * - one credit note per refund, of its amount, and a payment's credit notes within its invoice;
 * - no erased account holds a balance.
 */
export async function moneyViolations(db: Kysely<Database>, userIds: number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(userIds.map((id) => sql`${id}::int4`));
  const broken: string[] = [];
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;

  for (const r of await rows<{ id: number; balance: number; ledger: number; funds: number }>(sql`
    select u.id, u.balance_cents as balance,
      (select coalesce(sum(amount_cents), 0) from ledger_entries where user_id = u.id)::int8 as ledger,
      (select coalesce(sum(remaining_cents), 0) from wallet_funds where user_id = u.id)::int8 as funds
    from users u where u.id in (${ids})`))
    if (Number(r.balance) !== Number(r.ledger) || Number(r.balance) !== Number(r.funds))
      broken.push(`user ${r.id}: balance ${r.balance}, ledger ${r.ledger}, funds ${r.funds}`);

  for (const r of await rows<{ id: number; remaining: number; moved: number }>(sql`
    select f.id, f.remaining_cents as remaining,
      (select coalesce(sum(cents), 0) from fund_movements m where m.fund_id = f.id)::int8 as moved
    from wallet_funds f where f.user_id in (${ids})`))
    if (Number(r.remaining) !== Number(r.moved))
      broken.push(`fund ${r.id}: remaining ${r.remaining}, movements ${r.moved}`);

  for (const r of await rows<{
    id: number;
    balance: number;
    paid: number;
    refunded: number;
    offered: number;
    forfeited: number;
    taken: number;
    kept: number;
  }>(sql`
    select u.id, u.balance_cents as balance,
      (select coalesce(sum(p.amount_cents), 0) from payments p where p.user_id = u.id
         and exists (select 1 from ledger_entries l where l.payment_id = p.id and l.kind = 'topup'))::int8 as paid,
      (select coalesce(sum(p.refunded_cents), 0) from payments p where p.user_id = u.id)::int8 as refunded,
      (select coalesce(sum(amount_cents), 0) from ledger_entries
         where user_id = u.id and kind in ('adjustment', 'topup') and amount_cents > 0 and payment_id is null)::int8 as offered,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries where user_id = u.id and kind = 'forfeit')::int8 as forfeited,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries
         where user_id = u.id and kind in ('adjustment', 'debit') and amount_cents < 0 and reading_id is null)::int8 as taken,
      (select coalesce(sum(r.price_cents), 0) from readings r where r.user_id = u.id and r.status <> 'refunded'
         and exists (select 1 from ledger_entries d where d.reading_id = r.id and d.kind = 'debit'))::int8 as kept
    from users u where u.id in (${ids})`)) {
    const left =
      Number(r.paid) - Number(r.refunded) + Number(r.offered) - Number(r.forfeited) - Number(r.taken);
    if (left !== Number(r.balance) + Number(r.kept))
      broken.push(
        `user ${r.id}: paid ${r.paid} − refunded ${r.refunded} + offered ${r.offered} − forfeited ${r.forfeited} − taken ${r.taken} ≠ balance ${r.balance} + readings kept ${r.kept}`,
      );
  }

  for (const r of await rows<{
    id: string;
    amount: number;
    refunded: number;
    refunds: number;
    remaining: number;
    consumed: number;
  }>(sql`
    select p.id, p.amount_cents as amount, p.refunded_cents as refunded,
      (select coalesce(sum(w.amount_cents), 0) from withdrawals w where w.payment_id = p.id)::int8 as refunds,
      coalesce(f.remaining_cents, 0) as remaining,
      (select coalesce(-sum(m.cents), 0) from fund_movements m join ledger_entries l on l.id = m.ledger_entry_id
         where m.fund_id = f.id and l.kind in ('debit', 'refund', 'adjustment'))::int8 as consumed
    from payments p left join wallet_funds f on f.payment_id = p.id
    where p.user_id in (${ids}) and p.status in ('succeeded', 'partially_refunded', 'refunded')`)) {
    if (Number(r.refunds) !== Number(r.refunded))
      broken.push(`payment ${r.id}: refunds ${r.refunds} ≠ refunded ${r.refunded}`);
    if (Number(r.amount) !== Number(r.refunded) + Number(r.remaining) + Number(r.consumed))
      broken.push(
        `payment ${r.id}: paid ${r.amount} ≠ refunded ${r.refunded} + left ${r.remaining} + consumed ${r.consumed}`,
      );
  }

  for (const r of await rows<{ id: number; granted: number; remaining: number; out: number }>(sql`
    select f.id, f.granted_cents as granted, f.remaining_cents as remaining,
      (select coalesce(-sum(m.cents), 0) from fund_movements m join ledger_entries l on l.id = m.ledger_entry_id
         where m.fund_id = f.id and l.kind = 'withdrawal')::int8 as out
    from wallet_funds f where f.user_id in (${ids}) and f.origin = 'offered'`))
    if (Number(r.out) !== 0) broken.push(`offered fund ${r.id}: ${r.out} cents left as money`);

  for (const r of await rows<{ id: string; amount: number; notes: number; total: number }>(sql`
    select w.id, w.amount_cents as amount,
      (select count(*) from invoices i where i.source = 'withdrawal:' || w.id)::int8 as notes,
      (select coalesce(sum(total_cents), 0) from invoices i where i.source = 'withdrawal:' || w.id)::int8 as total
    from withdrawals w where w.user_id in (${ids})`))
    if (Number(r.notes) !== 1 || Number(r.total) !== Number(r.amount))
      broken.push(`refund ${r.id} of ${r.amount}: ${r.notes} credit notes for ${r.total}`);

  for (const r of await rows<{ id: string; invoiced: number; credited: number }>(sql`
    select p.id,
      (select coalesce(sum(total_cents), 0) from invoices i where i.payment_id = p.id and i.series = 'invoice')::int8 as invoiced,
      (select coalesce(sum(total_cents), 0) from invoices i where i.payment_id = p.id and i.series = 'credit_note')::int8 as credited
    from payments p where p.user_id in (${ids})`))
    if (Number(r.credited) > Number(r.invoiced))
      broken.push(`payment ${r.id}: credit notes ${r.credited} exceed invoice ${r.invoiced}`);

  for (const r of await rows<{ id: number; balance: number }>(sql`
    select id, balance_cents as balance from users
    where id in (${ids}) and deleted_at is not null and balance_cents <> 0`))
    broken.push(`erased user ${r.id} holds ${r.balance}`);

  return broken;
}
