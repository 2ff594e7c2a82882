import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { pdfBySource } from '../invoices/invoices.service';
import { markReceiptSent, receiptData } from './payments.repository';
import { composeReceipt } from './receipt.mail';

/**
 * E-mails the purchase receipt in the payer's language, with the invoice attached as a PDF. Safe to run twice: a sent receipt is
 * recorded on the payment and skipped; a retry after a crash between sending and recording sends
 * the same Message-ID, which mail clients treat as one message.
 */
export async function sendReceipt(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  paymentId: string,
): Promise<void> {
  const { db, mailer, config } = deps;
  const p = await receiptData(db, paymentId);
  if (!p || p.receipt_sent_at || p.deleted_at || p.status !== 'succeeded') return;
  const invoice = await pdfBySource(db, config, `payment:${p.id}`);
  const mail = composeReceipt(
    p,
    p.lang,
    config.publicUrl,
    { publisher: config.LEGAL_PUBLISHER, contact: config.LEGAL_CONTACT },
    invoice,
  );
  await mailer.send({
    to: p.email,
    subject: mail.subject,
    text: mail.text,
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
  await markReceiptSent(db, paymentId);
}
