import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { pdfsBySources } from '#api/modules/invoices/invoices.service.ts';
import { markReceiptsSent, receiptsData } from './payments.repository';
import { composeReceipt } from './receipt.mail';
import { sellerOf } from '#api/mail/layout.ts';

type ReceiptDeps = { db: Kysely<Database>; mailer: Mailer; config: Config };

/** E-mails sent at the same time within a batch (the SMTP server's waits overlap). */
const SENDING_AT_ONCE = 4;

/**
 * E-mails the purchase receipt in the payer's language, with the invoice attached as a PDF. Safe to
 * run twice: see sendReceipts.
 */
export async function sendReceipt(deps: ReceiptDeps, paymentId: string): Promise<void> {
  const failed = await sendReceipts(deps, [paymentId]);
  const error = failed.get(paymentId);
  if (error !== undefined) throw error;
}

/**
 * The receipts of several payments, in a few statements whatever their number (a burst of top-ups is
 * drained in batches: on PGlite every statement waits for the one connection). The payments are read
 * together, their invoices' PDFs rendered and stored together, each receipt e-mailed, and those sent
 * recorded together. Safe to run twice: a receipt recorded as sent is skipped; a retry after a crash
 * between sending and recording sends the same Message-ID, which mail clients treat as one message.
 * A payment listed twice is sent once. Returns the payments whose e-mail failed, with the error (the
 * others are recorded).
 */
export async function sendReceipts(deps: ReceiptDeps, paymentIds: string[]): Promise<Map<string, unknown>> {
  const { db, mailer, config } = deps;
  const due = (await receiptsData(db, [...new Set(paymentIds)])).filter(
    (p) => !p.receipt_sent_at && !p.deleted_at && p.status === 'succeeded',
  );
  const invoices = await pdfsBySources(
    db,
    config,
    due.map((p) => `payment:${p.id}`),
  );
  const sent: string[] = [];
  const failed = new Map<string, unknown>();
  let next = 0;
  const lane = async () => {
    while (next < due.length) {
      const p = due[next++]!;
      const invoice = invoices.get(`payment:${p.id}`) ?? null;
      const mail = composeReceipt(p, p.lang, config.publicUrl, sellerOf(config), invoice);
      try {
        await mailer.send({
          to: p.email,
          ...mail,
          messageId: `<receipt-${p.id}@arcanes>`,
          // The invoice itself (seller, price before tax, VAT, total), as a PDF.
          ...(invoice
            ? {
                attachments: [
                  {
                    filename: `arcanes-${invoice.reference}.pdf`,
                    content: Buffer.from(invoice.pdf),
                    contentType: 'application/pdf',
                  },
                ],
              }
            : {}),
        });
        sent.push(p.id);
      } catch (error) {
        failed.set(p.id, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, due.length) }, lane));
  await markReceiptsSent(db, sent);
  return failed;
}
