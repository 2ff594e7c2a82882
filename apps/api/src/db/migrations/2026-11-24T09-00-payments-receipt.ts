import { sql, type Kysely } from 'kysely';

// Payments remember the payer's language (for the receipt), when the receipt went out (so a
// re-run job does not send it twice) and the provider's capture reference (PayPal capture id,
// Stripe payment intent) for support and refunds. Pending payments are scanned by reconciliation.
const statements = [
  `alter table payments add column lang text not null default 'fr' check (lang in ('fr', 'en'))`,
  `alter table payments add column receipt_sent_at timestamptz`,
  `alter table payments add column capture_reference text`,
  `create index payments_pending_idx on payments (provider, created_at) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payments_pending_idx`.execute(db);
  await sql`alter table payments drop column if exists capture_reference`.execute(db);
  await sql`alter table payments drop column if exists receipt_sent_at`.execute(db);
  await sql`alter table payments drop column if exists lang`.execute(db);
}
