import { sql } from 'kysely';
import type { Db } from '#api/db/tx.ts';

/**
 * Every wallet at once (a restored backup, docs/operations.md): the totals, then each account whose
 * balance differs from its ledger's sum or its funds' sum, and each fund that differs from its movements.
 */
export async function auditWallets(db: Db) {
  const totals = await sql<{
    accounts: number;
    balances_cents: number;
    entries: number;
    ledger_cents: number;
  }>`
    select (select count(*) from users)::int8 as accounts,
      (select coalesce(sum(balance_cents), 0) from users)::int8 as balances_cents,
      (select count(*) from ledger_entries)::int8 as entries,
      (select coalesce(sum(amount_cents), 0) from ledger_entries)::int8 as ledger_cents`.execute(db);
  const accounts = await sql<{
    id: number;
    balance_cents: number;
    ledger_cents: number;
    funds_cents: number;
  }>`
    select u.id, u.balance_cents, coalesce(l.total, 0)::int8 as ledger_cents, coalesce(f.total, 0)::int8 as funds_cents
    from users u
    left join (select user_id, sum(amount_cents) as total from ledger_entries group by user_id) l on l.user_id = u.id
    left join (select user_id, sum(remaining_cents) as total from wallet_funds group by user_id) f on f.user_id = u.id
    where u.balance_cents <> coalesce(l.total, 0) or u.balance_cents <> coalesce(f.total, 0)
    order by u.id`.execute(db);
  const funds = await sql<{ id: number; remaining_cents: number; moved_cents: number }>`
    select f.id, f.remaining_cents, coalesce(sum(m.cents), 0)::int8 as moved_cents
    from wallet_funds f left join fund_movements m on m.fund_id = f.id
    group by f.id having f.remaining_cents <> coalesce(sum(m.cents), 0)
    order by f.id`.execute(db);
  return { totals: totals.rows[0]!, accounts: accounts.rows, funds: funds.rows };
}
