import { z } from 'zod';
import { markReceiptSent, receiptData } from '../modules/payments/payments.repository';
import { composeReceipt } from '../modules/payments/receipt.mail';
import { defineJob } from './job';

/**
 * E-mails the purchase receipt in the payer's language. Safe to run twice: a sent receipt is
 * recorded on the payment and skipped; a retry after a crash between sending and recording sends
 * the same Message-ID, which mail clients treat as one message.
 */
export const paymentReceiptJob = defineJob({
  name: 'payment-receipt',
  schema: z.object({ paymentId: z.string().uuid() }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  async handler({ db, mailer, config }, { paymentId }) {
    const p = await receiptData(db, paymentId);
    if (!p || p.receipt_sent_at || p.deleted_at || p.status !== 'succeeded') return;
    const mail = composeReceipt(p, p.lang, config.publicUrl, {
      publisher: config.LEGAL_PUBLISHER,
      contact: config.LEGAL_CONTACT,
    });
    await mailer.send({
      to: p.email,
      subject: mail.subject,
      text: mail.text,
      messageId: `<receipt-${p.id}@arcanes>`,
    });
    await markReceiptSent(db, paymentId);
  },
});
