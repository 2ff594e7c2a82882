import { sql, type Kysely } from 'kysely';

// The customer's withdrawal from an unspent top-up (Code de la consommation L221-18, D221-5), and the
// refund of an erased account's balance: one row per payment, the wallet debited in the same
// transaction by a 'withdrawal' ledger entry, the provider refund done afterwards (and retried by a job).
const statements = [
  `alter table ledger_entries drop constraint if exists ledger_entries_kind_check`,
  `alter table ledger_entries add constraint ledger_entries_kind_check
     check (kind in ('topup', 'debit', 'refund', 'adjustment', 'withdrawal'))`,
  `create table withdrawals (
        id uuid primary key default gen_random_uuid(),
        payment_id uuid not null unique references payments(id),
        user_id integer references users(id) on delete set null,
        amount_cents bigint not null check (amount_cents > 0),
        cause text not null check (cause in ('withdrawal', 'erasure')),
        status text not null default 'pending' check (status in ('pending', 'refunded')),
        provider_reference text,
        lang text not null default 'fr' check (lang in ('fr', 'en')),
        requested_at timestamptz not null default now(),
        refunded_at timestamptz,
        last_error text
      )`,
  `create index withdrawals_user_idx on withdrawals (user_id, requested_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists withdrawals`.execute(db);
  await sql`delete from ledger_entries where kind = 'withdrawal'`.execute(db);
  await sql`alter table ledger_entries drop constraint if exists ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
     check (kind in ('topup', 'debit', 'refund', 'adjustment'))`.execute(db);
}
