import type { Kysely, Transaction } from 'kysely';
import type { InvoiceView } from '@arcanes/contracts/invoices';
import type { Config } from '#api/config.ts';
import { FRENCH_VAT_RATE_BP, isBillingCountry, readingVatRateBp } from '@arcanes/contracts/vat';
import type { Database, Invoice, InvoiceSeries, Payment, VatRegime } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { paymentReference } from '#api/modules/catalogue/catalogue.service.ts';
import {
  buyerOf,
  findBySource,
  insertInvoice,
  invoiceForPdf,
  invoicesForPdfBySources,
  listUserInvoices,
  multiPurposeParts,
  readingInvoices,
  nextNumber,
  storePdf,
  storePdfs,
} from './invoices.repository';
import type { PageRequest } from '#api/lib/paging.ts';

/** French standard VAT rate, in basis points (20 %). */
export const VAT_RATE_BP: number = FRENCH_VAT_RATE_BP;
const PREFIX: Record<InvoiceSeries, string> = { invoice: 'F', credit_note: 'AV' };

/** Price before tax and VAT of an amount including VAT: net = round(total / 1.2), VAT = the rest. */
export function splitVat(totalCents: number, rateBp = VAT_RATE_BP): { netCents: number; vatCents: number } {
  const netCents = Math.round((totalCents * 10_000) / (10_000 + rateBp));
  return { netCents, vatCents: totalCents - netCents };
}

export function referenceOf(s: InvoiceSeries, n: number): string {
  return `${PREFIX[s]}-${String(n).padStart(6, '0')}`;
}

async function issue(
  trx: Transaction<Database>,
  d: {
    series: InvoiceSeries;
    source: string;
    payment: Payment;
    totalCents: number;
    correctsId: string | null;
    description: string;
    /** 0 on a multi-purpose voucher's top-up; else the rate of the reading or the French rate. */
    vatRateBp: number;
    /** Whose VAT: null when none is charged. */
    vatCountry: string | null;
    readingId?: string | null;
  },
): Promise<Invoice> {
  const existing = await findBySource(trx, d.source);
  if (existing) return existing;
  if (d.payment.user_id === null) throw new AppError('NOT_FOUND');
  const buyer = await buyerOf(trx, d.payment.user_id);
  if (!buyer) throw new AppError('NOT_FOUND');
  const { number, issuedAt } = await nextNumber(trx, d.series);
  const { netCents, vatCents } = splitVat(d.totalCents, d.vatRateBp);
  return insertInvoice(trx, {
    series: d.series,
    number,
    issuedAt,
    reference: referenceOf(d.series, number),
    source: d.source,
    paymentId: d.payment.id,
    correctsId: d.correctsId,
    userId: d.payment.user_id,
    lang: d.payment.lang,
    buyerName: `${buyer.first_name} ${buyer.last_name}`.trim(),
    buyerEmail: buyer.email,
    description: d.description,
    netCents,
    vatCents,
    totalCents: d.totalCents,
    vatRateBp: d.vatRateBp,
    billingCountry: d.payment.billing_country,
    vatRegime: d.payment.vat_regime,
    readingId: d.readingId ?? null,
    vatCountry: d.vatRateBp === 0 ? null : d.vatCountry,
  });
}

/**
 * The VAT of a top-up (decision 0345): French VAT on a single-purpose voucher (its place of supply,
 * France, is known as it is sold: CGI art. 256 ter); none on a multi-purpose voucher, whose VAT is due
 * on each reading consumed.
 */
export function topUpVatRateBp(regime: VatRegime): number {
  return regime === 'single-purpose' ? FRENCH_VAT_RATE_BP : 0;
}

/**
 * The VAT of a reading paid from a multi-purpose voucher bought by a buyer billed in `country`: the
 * member state's rate with the one-stop shop, else France's (Monaco is in the French VAT territory).
 */
export function readingVat(
  config: Pick<Config, 'vatOss'>,
  country: string,
): { rateBp: number; country: string } {
  if (!isBillingCountry(country)) throw new Error(`billing country ${country} has no VAT rate`);
  const french = !config.vatOss || country === 'FR' || country === 'MC';
  return { rateBp: readingVatRateBp(country, config.vatOss), country: french ? 'FR' : country };
}

/**
 * The invoice of a credited top-up, numbered in the transaction that credits it (call it with that
 * `trx`, the payment row locked): the credit and its number commit or roll back together.
 */
/** What an invoice or a credit note is for, in the payment's language (stored with it). */
export function invoiceDescription(series: InvoiceSeries, reference: string, lang: Lang): string {
  return texts(lang, 'pdf')('invoice.description', { context: series, replace: { reference } });
}

export function issueInvoice(trx: Transaction<Database>, payment: Payment): Promise<Invoice> {
  const ref = paymentReference(payment.number);
  return issue(trx, {
    series: 'invoice',
    source: `payment:${payment.id}`,
    payment,
    totalCents: payment.amount_cents,
    correctsId: null,
    description: invoiceDescription('invoice', ref, payment.lang),
    vatRateBp: topUpVatRateBp(payment.vat_regime),
    vatCountry: 'FR',
  });
}

/** A credit note for money given back on a payment (withdrawal, erasure, administrator's refund). */
export async function issueCreditNote(
  trx: Transaction<Database>,
  d: { source: string; payment: Payment; totalCents: number },
): Promise<Invoice> {
  const invoice = await findBySource(trx, `payment:${d.payment.id}`);
  const ref = paymentReference(d.payment.number);
  return issue(trx, {
    series: 'credit_note',
    source: d.source,
    payment: d.payment,
    totalCents: d.totalCents,
    correctsId: invoice?.id ?? null,
    description: invoiceDescription('credit_note', ref, d.payment.lang),
    // The credit note undoes what the invoice charged: at its rate (none for a multi-purpose voucher).
    vatRateBp: invoice?.vat_rate_bp ?? topUpVatRateBp(d.payment.vat_regime),
    vatCountry: invoice ? invoice.vat_country : 'FR',
  });
}

/**
 * The invoices of a reading charged to the wallet, in the transaction of its debit (decision 0345):
 * one per multi-purpose voucher the debit drew on, for the part drawn, at the rate of that payment's
 * billing country. Parts drawn on a single-purpose voucher (VAT charged at its top-up) or on offered
 * credit (no consideration) get none. Idempotent by source `reading:<reading>:<payment>`.
 */
export async function issueReadingInvoices(
  trx: Transaction<Database>,
  config: Pick<Config, 'vatOss'>,
  d: { readingId: string; ledgerEntryId: number; label: string; lang: Lang },
): Promise<Invoice[]> {
  const issued: Invoice[] = [];
  for (const part of await multiPurposeParts(trx, d.ledgerEntryId)) {
    const vat = readingVat(config, part.payment.billing_country);
    issued.push(
      await issue(trx, {
        series: 'invoice',
        source: `reading:${d.readingId}:${part.payment.id}`,
        payment: part.payment,
        totalCents: part.cents,
        correctsId: null,
        description: texts(d.lang, 'pdf')('invoice.readingLine', {
          replace: { reading: d.label, reference: paymentReference(part.payment.number) },
        }),
        vatRateBp: vat.rateBp,
        vatCountry: vat.country,
        readingId: d.readingId,
      }),
    );
  }
  return issued;
}

/**
 * A reading refunded to the wallet (it failed, or its account was erased before delivery): a credit
 * note for each of its invoices, at the invoice's rate, in the refund's transaction. Idempotent by
 * source `reading-refund:<reading>:<payment>`.
 */
export async function creditReadingInvoices(
  trx: Transaction<Database>,
  readingId: string,
): Promise<Invoice[]> {
  const notes: Invoice[] = [];
  for (const { invoice, payment } of await readingInvoices(trx, readingId)) {
    notes.push(
      await issue(trx, {
        series: 'credit_note',
        source: `reading-refund:${readingId}:${payment.id}`,
        payment,
        totalCents: invoice.total_cents,
        correctsId: invoice.id,
        description: texts(invoice.lang, 'pdf')('invoice.readingRefund', {
          replace: { reference: invoice.reference },
        }),
        vatRateBp: invoice.vat_rate_bp,
        vatCountry: invoice.vat_country,
        readingId,
      }),
    );
  }
  return notes;
}

export async function userInvoices(
  db: Kysely<Database>,
  userId: number,
  page: PageRequest,
): Promise<{ invoices: InvoiceView[]; next_cursor: string | null }> {
  const { items, next_cursor } = await listUserInvoices(db, userId, page);
  const invoices = items.map((i) => ({
    id: i.id,
    kind: i.series,
    reference: i.reference,
    payment_id: i.payment_id,
    issued_at: new Date(i.issued_at).toISOString(),
    description: i.description,
    net_cents: i.net_cents,
    vat_cents: i.vat_cents,
    total_cents: i.total_cents,
    vat_rate_bp: i.vat_rate_bp,
    billing_country: i.billing_country,
    vat_regime: i.vat_regime,
    reading_id: i.reading_id,
  }));
  return { invoices, next_cursor };
}

/**
 * The document's PDF: rendered the first time (with the seller's identity of that moment) and stored,
 * then served unchanged. `ownerId` restricts it to its buyer (anyone else gets 404).
 */
export async function invoicePdf(
  db: Kysely<Database>,
  config: Config,
  id: string,
  ownerId: number | null,
): Promise<{ reference: string; pdf: Uint8Array; lang: Lang }> {
  const i = await invoiceForPdf(db, id);
  if (!i || (ownerId !== null && i.user_id !== ownerId)) throw new AppError('NOT_FOUND');
  if (i.pdf) return { reference: i.reference, pdf: i.pdf, lang: i.lang };
  const bytes = await renderInvoice(config, i);
  return { reference: i.reference, pdf: await storePdf(db, id, bytes), lang: i.lang };
}

type InvoiceForPdf = NonNullable<Awaited<ReturnType<typeof invoiceForPdf>>>;

/**
 * The PDF code (pdfkit, fonts) is loaded when an invoice is first drawn, not with this service: the
 * payments that number invoices, and every single question that reaches them, do not carry it.
 */
async function renderInvoice(config: Config, i: InvoiceForPdf): Promise<Uint8Array> {
  const { renderInvoicePdf } = await import('#api/pdf/invoice-pdf.ts');
  return renderInvoicePdf({
    kind: i.series,
    lang: i.lang,
    reference: i.reference,
    correctsReference: i.corrects_reference,
    issuedAt: new Date(i.issued_at),
    seller: {
      publisher: config.LEGAL_PUBLISHER,
      contact: config.LEGAL_CONTACT,
      phone: config.LEGAL_PHONE,
      capital: config.LEGAL_CAPITAL,
      rcs: config.LEGAL_RCS,
      siren: config.LEGAL_SIREN,
      vat: config.LEGAL_VAT,
    },
    buyer: { name: i.buyer_name, email: i.buyer_email, country: i.billing_country },
    vatRegime: i.vat_regime,
    vatCountry: i.vat_country,
    reading: i.reading_id !== null,
    description: i.description,
    netCents: i.net_cents,
    vatCents: i.vat_cents,
    totalCents: i.total_cents,
    vatRateBp: i.vat_rate_bp,
    method: i.method,
    provider: i.provider,
  });
}

/** The PDF of a payment's invoice or of a credit note, by its source, for e-mail attachments. */
export async function pdfBySource(db: Kysely<Database>, config: Config, source: string) {
  return (await pdfsBySources(db, config, [source])).get(source) ?? null;
}

/**
 * The PDFs of several sources at once (a batch of receipts): one statement reads them, those never
 * rendered are rendered and stored together (first rendering kept, as `invoicePdf`).
 */
export async function pdfsBySources(
  db: Kysely<Database>,
  config: Config,
  sources: string[],
): Promise<Map<string, { reference: string; pdf: Uint8Array }>> {
  const found = await invoicesForPdfBySources(db, sources);
  const rendered: { id: string; pdf: Uint8Array }[] = [];
  for (const i of found) if (!i.pdf) rendered.push({ id: i.id, pdf: await renderInvoice(config, i) });
  const stored = await storePdfs(db, rendered);
  return new Map(
    found.map((i) => [i.source, { reference: i.reference, pdf: i.pdf ?? stored.get(i.id)! }] as const),
  );
}
