import { sql, type Kysely } from 'kysely';

// Issue 41, decision 0345: VAT that fits the buyer. Each payment records the buyer's billing country
// and the VAT regime it was sold under (a single-purpose voucher taxed at top-up, or a multi-purpose
// voucher taxed at each reading); its documents copy both. Rows before this change were all French
// single-purpose sales, which is what the defaults say. A reading's own invoice (multi-purpose regime)
// names its reading and whose VAT it charges; the buyer's last billing country is the next top-up's default.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments
    add column billing_country text not null default 'FR' check (billing_country ~ '^[A-Z]{2}$'),
    add column vat_regime text not null default 'single-purpose'
      check (vat_regime in ('single-purpose', 'multi-purpose'))`.execute(db);
  await sql`alter table users add column billing_country text check (billing_country ~ '^[A-Z]{2}$')`.execute(
    db,
  );
  await sql`alter table invoices
    add column billing_country text not null default 'FR' check (billing_country ~ '^[A-Z]{2}$'),
    add column vat_regime text not null default 'single-purpose'
      check (vat_regime in ('single-purpose', 'multi-purpose')),
    add column reading_id uuid,
    add column vat_country text check (vat_country ~ '^[A-Z]{2}$')`.execute(db);
  // Whose VAT a document charges: France on every document before this change; none on a
  // multi-purpose voucher's top-up; the member state's on a reading taxed through the one-stop shop.
  await sql`update invoices set vat_country = 'FR'`.execute(db);
  await sql`create index invoices_reading_id on invoices (reading_id) where reading_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists invoices_reading_id`.execute(db);
  await sql`alter table invoices drop column if exists reading_id, drop column if exists vat_country, drop column if exists vat_regime,
    drop column if exists billing_country`.execute(db);
  await sql`alter table users drop column if exists billing_country`.execute(db);
  await sql`alter table payments drop column if exists vat_regime, drop column if exists billing_country`.execute(
    db,
  );
}
