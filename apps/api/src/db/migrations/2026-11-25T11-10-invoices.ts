import { sql, type Kysely } from 'kysely';

// Invoices for top-ups and credit notes for refunds, numbered per series without gaps: the number comes
// from a counter row incremented (and so locked) in the transaction that credits or refunds, never from
// a sequence (a rolled-back transaction would leave a hole in a sequence). `source` names what the
// document is for (payment:<id>, withdrawal:<id>, payment-refund:<id>) so that it is issued once.
const statements = [
  `create table invoice_counters (
        series text primary key check (series in ('invoice', 'credit_note')),
        last_number integer not null check (last_number >= 0)
      )`,
  `insert into invoice_counters (series, last_number) values ('invoice', 0), ('credit_note', 0)`,
  `create table invoices (
        id uuid primary key default gen_random_uuid(),
        series text not null check (series in ('invoice', 'credit_note')),
        number integer not null check (number > 0),
        reference text not null unique,
        source text not null unique,
        payment_id uuid not null references payments(id),
        corrects_id uuid references invoices(id),
        user_id integer references users(id) on delete set null,
        lang text not null check (lang in ('fr', 'en')),
        issued_at timestamptz not null default now(),
        buyer_name text not null,
        buyer_email text not null,
        description text not null,
        net_cents bigint not null,
        vat_cents bigint not null,
        total_cents bigint not null check (total_cents > 0),
        vat_rate_bp integer not null,
        pdf bytea,
        unique (series, number),
        check (net_cents + vat_cents = total_cents)
      )`,
  `create index invoices_user_idx on invoices (user_id, issued_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists invoices`.execute(db);
  await sql`drop table if exists invoice_counters`.execute(db);
}
