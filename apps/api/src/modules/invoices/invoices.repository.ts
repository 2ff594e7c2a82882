import { sql, type Transaction } from 'kysely';
import type { Database, InvoiceSeries, Payment, VatRegime } from '#api/db/schema.ts';
import type { Db } from '#api/db/tx.ts';
import { keysetPage, type KeysetSpec, type PageRequest } from '#api/lib/paging.ts';

/**
 * The next number of a series and the moment of issue: one UPDATE … RETURNING on its counter row,
 * which stays locked until the transaction ends. Concurrent issuers queue on it, and a rolled-back
 * transaction gives its number back. The moment is the clock's when the number is taken
 * (clock_timestamp(), not the transaction's start that now() gives): the next issuer gets its number
 * after this transaction ends, so numbers and dates of issue go up together.
 */
export async function nextNumber(
  trx: Transaction<Database>,
  series: InvoiceSeries,
): Promise<{ number: number; issuedAt: Date }> {
  const row = await trx
    .updateTable('invoice_counters')
    .set({ last_number: sql`last_number + 1` })
    .where('series', '=', series)
    .returning(['last_number', sql<Date | string>`clock_timestamp()`.as('issued_at')])
    .executeTakeFirstOrThrow();
  return { number: Number(row.last_number), issuedAt: new Date(row.issued_at) };
}

/**
 * What a reading's debit (its ledger entry) drew from multi-purpose vouchers: per payment, the cents
 * taken from its fund. Offered credit and single-purpose vouchers are left out (decision 0345).
 */
export async function multiPurposeParts(
  db: Db,
  ledgerEntryId: number,
): Promise<{ payment: Payment; cents: number }[]> {
  const rows = await db
    .selectFrom('fund_movements as m')
    .innerJoin('wallet_funds as f', 'f.id', 'm.fund_id')
    .innerJoin('payments as p', 'p.id', 'f.payment_id')
    .selectAll('p')
    .select(sql<string>`-sum(m.cents)`.as('drawn'))
    .where('m.ledger_entry_id', '=', ledgerEntryId)
    .where('f.origin', '=', 'paid')
    .where('p.vat_regime', '=', 'multi-purpose')
    .groupBy('p.id')
    .orderBy('p.number')
    .execute();
  return rows
    .map(({ drawn, ...payment }) => ({ payment: payment as Payment, cents: Number(drawn) }))
    .filter((r) => r.cents > 0);
}

/** The invoices of a reading (not its credit notes), each with its payment. */
export async function readingInvoices(db: Db, readingId: string) {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('payments as p', 'p.id', 'i.payment_id')
    .selectAll('p')
    .select(['i.id as invoice_id'])
    .where('i.reading_id', '=', readingId)
    .where('i.series', '=', 'invoice')
    .orderBy('i.number')
    .execute();
  const out: { invoice: Awaited<ReturnType<typeof findBySource>> & object; payment: Payment }[] = [];
  for (const { invoice_id, ...payment } of rows) {
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice_id)
      .executeTakeFirstOrThrow();
    out.push({ invoice, payment: payment as Payment });
  }
  return out;
}

export async function findBySource(db: Db, source: string) {
  return db.selectFrom('invoices').selectAll().where('source', '=', source).executeTakeFirst();
}

/** The buyer an invoice names, with the last confirmed address while a new one awaits its confirmation. */
export async function buyerOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', sql<string>`coalesce(prior_email, email)`.as('email')])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function insertInvoice(
  trx: Transaction<Database>,
  i: {
    series: InvoiceSeries;
    number: number;
    issuedAt: Date;
    reference: string;
    source: string;
    paymentId: string;
    correctsId: string | null;
    userId: number;
    lang: 'fr' | 'en';
    buyerName: string;
    buyerEmail: string;
    description: string;
    netCents: number;
    vatCents: number;
    totalCents: number;
    vatRateBp: number;
    billingCountry: string;
    vatRegime: VatRegime;
    readingId: string | null;
    vatCountry: string | null;
  },
) {
  return trx
    .insertInto('invoices')
    .values({
      series: i.series,
      number: i.number,
      issued_at: i.issuedAt,
      reference: i.reference,
      source: i.source,
      payment_id: i.paymentId,
      corrects_id: i.correctsId,
      user_id: i.userId,
      lang: i.lang,
      buyer_name: i.buyerName,
      buyer_email: i.buyerEmail,
      description: i.description,
      net_cents: i.netCents,
      vat_cents: i.vatCents,
      total_cents: i.totalCents,
      vat_rate_bp: i.vatRateBp,
      billing_country: i.billingCountry,
      vat_regime: i.vatRegime,
      reading_id: i.readingId,
      vat_country: i.vatCountry,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const LISTED = [
  'i.id',
  'i.series',
  'i.number',
  'i.reference',
  'i.payment_id',
  'i.issued_at',
  'i.net_cents',
  'i.vat_cents',
  'i.total_cents',
  'i.description',
  'i.vat_rate_bp',
  'i.billing_country',
  'i.vat_regime',
  'i.reading_id',
] as const;

/** The buyer's invoices and credit notes, newest first, one keyset page at a time (decision 0305). */
export const INVOICES_PAGE: KeysetSpec = {
  list: 'invoices',
  sort: 'i.issued_at',
  sortType: 'timestamptz',
  id: 'i.id',
  idType: 'uuid',
  direction: 'desc',
};

export async function listUserInvoices(db: Db, userId: number, page: PageRequest) {
  return keysetPage(
    db.selectFrom('invoices as i').select(LISTED).where('i.user_id', '=', userId),
    INVOICES_PAGE,
    page,
    50,
  );
}

/**
 * The document with what its PDF needs: the payment's method and provider, the corrected invoice. Not
 * the provider's identifiers (session, order, capture): they are never printed for the customer.
 */
function invoicesForPdf(db: Db) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('payments as p', 'p.id', 'i.payment_id')
    .leftJoin('invoices as c', 'c.id', 'i.corrects_id')
    .selectAll('i')
    .select(['p.method', 'p.provider', 'c.reference as corrects_reference']);
}

export async function invoiceForPdf(db: Db, id: string) {
  return invoicesForPdf(db).where('i.id', '=', id).executeTakeFirst();
}

/** The documents of several sources (`payment:<id>`…), in one statement. */
export async function invoicesForPdfBySources(db: Db, sources: string[]) {
  if (sources.length === 0) return [];
  return invoicesForPdf(db).where('i.source', 'in', sources).execute();
}

/** Keeps the first rendering: a later call finds it and never replaces it. */
export async function storePdf(db: Db, id: string, pdf: Uint8Array) {
  return (await storePdfs(db, [{ id, pdf }])).get(id)!;
}

/**
 * Stores several first renderings; returns each document's stored PDF (its own, or one stored first
 * by someone else). One statement, two when another rendering got there first.
 */
export async function storePdfs(db: Db, items: { id: string; pdf: Uint8Array }[]) {
  const stored = new Map<string, Uint8Array>();
  if (items.length === 0) return stored;
  const values = sql.join(items.map((i) => sql`(${i.id}::uuid, ${i.pdf}::bytea)`));
  const updated = await sql<{ id: string }>`
    update invoices set pdf = v.pdf from (values ${values}) as v(id, pdf)
    where invoices.id = v.id and invoices.pdf is null
    returning invoices.id`.execute(db);
  const mine = new Set(updated.rows.map((r) => r.id));
  for (const i of items) if (mine.has(i.id)) stored.set(i.id, i.pdf);
  const others = items.filter((i) => !mine.has(i.id)).map((i) => i.id);
  if (others.length > 0)
    for (const row of await db
      .selectFrom('invoices')
      .select(['id', 'pdf'])
      .where('id', 'in', others)
      .execute())
      stored.set(row.id, row.pdf!);
  return stored;
}

export async function series(db: Db, s: InvoiceSeries) {
  return db
    .selectFrom('invoices')
    .select(['number', 'reference'])
    .where('series', '=', s)
    .orderBy('number')
    .execute();
}
