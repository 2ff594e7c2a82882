import { sql, type Kysely } from 'kysely';

// Funds by origin (decision 0265). Every euro of a wallet belongs to a fund: `paid` (one per payment,
// what that payment brought) or `offered` (an administrator's gesture). `fund_movements` says which
// funds each ledger entry took from or gave to, so a reading refunded gives back to the funds it was
// paid from, and a payment's refundable part is its fund's remainder. The sum of a user's funds'
// remainders is the balance, always.
//
// A payment keeps how much of it went back to the buyer (`refunded_cents`, status
// `partially_refunded` / `refunded`); one payment may now have several refunds (`withdrawals` rows,
// whose causes grow to an administrator's refund and a reading refunded after its account was erased).
const statements = [
  `alter table ledger_entries drop constraint if exists ledger_entries_kind_check`,
  `alter table ledger_entries add constraint ledger_entries_kind_check
     check (kind in ('topup', 'debit', 'refund', 'adjustment', 'withdrawal', 'forfeit'))`,
  `alter table payments drop constraint if exists payments_status_check`,
  `alter table payments add constraint payments_status_check
     check (status in ('pending', 'succeeded', 'failed', 'refunded', 'partially_refunded', 'cancelled', 'expired'))`,
  `alter table payments add column refunded_cents bigint not null default 0`,
  `alter table payments add constraint payments_refunded_check
     check (refunded_cents >= 0 and refunded_cents <= amount_cents)`,
  `alter table withdrawals drop constraint if exists withdrawals_payment_id_key`,
  `alter table withdrawals drop constraint if exists withdrawals_cause_check`,
  `alter table withdrawals add constraint withdrawals_cause_check
     check (cause in ('withdrawal', 'erasure', 'refund', 'reading'))`,
  `alter table withdrawals add column actor_id integer`,
  `alter table withdrawals add column reason text`,
  `create index withdrawals_payment_idx on withdrawals (payment_id)`,
  `create table wallet_funds (
        id bigint generated always as identity primary key,
        user_id integer not null references users(id),
        origin text not null check (origin in ('paid', 'offered')),
        payment_id uuid unique references payments(id),
        granted_cents bigint not null check (granted_cents > 0),
        remaining_cents bigint not null check (remaining_cents >= 0 and remaining_cents <= granted_cents),
        created_at timestamptz not null default now(),
        check ((origin = 'paid') = (payment_id is not null))
      )`,
  `create index wallet_funds_user_idx on wallet_funds (user_id, id)`,
  `create table fund_movements (
        id bigint generated always as identity primary key,
        ledger_entry_id bigint references ledger_entries(id),
        fund_id bigint not null references wallet_funds(id),
        cents bigint not null check (cents <> 0)
      )`,
  `create index fund_movements_entry_idx on fund_movements (ledger_entry_id)`,
  `create index fund_movements_fund_idx on fund_movements (fund_id)`,
  // What was refunded before: withdrawals (customer, erasure) and administrators' full refunds.
  `update payments p set refunded_cents = least(p.amount_cents, coalesce(
      (select sum(w.amount_cents) from withdrawals w where w.payment_id = p.id), 0))`,
  `update payments set refunded_cents = amount_cents where status = 'refunded'`,
  `update payments set status = case when refunded_cents = amount_cents then 'refunded' else 'partially_refunded' end
     where status = 'succeeded' and refunded_cents > 0`,
  // Today's balances into funds: each credited payment's fund holds what the wallet still holds of it,
  // newest payment first (as erasure refunded until now); what no payment covers is offered credit.
  `insert into wallet_funds (user_id, origin, payment_id, granted_cents, remaining_cents, created_at)
   select c.user_id, 'paid', c.id, c.amount_cents,
          greatest(0, least(c.amount_cents - c.refunded_cents, c.balance_cents - c.before)), c.credited_at
   from (
     select p.id, p.user_id, p.amount_cents, p.refunded_cents, u.balance_cents, l.created_at as credited_at,
            coalesce(sum(p.amount_cents - p.refunded_cents) over (
              partition by p.user_id order by l.created_at desc, l.id desc
              rows between unbounded preceding and 1 preceding), 0) as before
     from payments p
     join ledger_entries l on l.payment_id = p.id and l.kind = 'topup'
     join users u on u.id = p.user_id
     where p.status in ('succeeded', 'partially_refunded', 'refunded')
   ) c`,
  `insert into wallet_funds (user_id, origin, granted_cents, remaining_cents)
   select u.id, 'offered', u.balance_cents - coalesce(f.held, 0), u.balance_cents - coalesce(f.held, 0)
   from users u
   left join (select user_id, sum(remaining_cents) as held from wallet_funds group by user_id) f on f.user_id = u.id
   where u.balance_cents > coalesce(f.held, 0)`,
  // The opening movement of each fund, so that a fund's remainder is always the sum of its movements.
  `insert into fund_movements (ledger_entry_id, fund_id, cents)
   select null, id, remaining_cents from wallet_funds where remaining_cents > 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists fund_movements`.execute(db);
  await sql`drop table if exists wallet_funds`.execute(db);
  await sql`drop index if exists withdrawals_payment_idx`.execute(db);
  await sql`alter table withdrawals drop column if exists reason`.execute(db);
  await sql`alter table withdrawals drop column if exists actor_id`.execute(db);
  await sql`alter table payments drop constraint if exists payments_refunded_check`.execute(db);
  await sql`alter table payments drop column if exists refunded_cents`.execute(db);
  await sql`update payments set status = 'succeeded' where status = 'partially_refunded'`.execute(db);
}
