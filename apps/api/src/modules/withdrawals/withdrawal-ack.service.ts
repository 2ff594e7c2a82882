import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Kysely } from 'kysely';
import type { Mailer } from '#api/mail/mailer.ts';
import { pdfBySource } from '#api/modules/invoices/invoices.service.ts';
import { composeVisitorRefusal, composeWithdrawalAck } from './withdrawal-ack.mail';
import { ackData } from './withdrawals.repository';
import { sellerOf } from '#api/mail/layout.ts';

/**
 * E-mails the acknowledgement of a withdrawal (or of an erased account's refund) to `to`: the address
 * comes with the job because an erased account no longer has one. The credit note goes with it as a
 * PDF. A retry sends the same Message-ID.
 */
export async function sendWithdrawalAck(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  p: { withdrawalId: string; to: string; firstName: string },
): Promise<void> {
  const w = await ackData(deps.db, p.withdrawalId);
  if (!w) return;
  const note = await pdfBySource(deps.db, deps.config, `withdrawal:${w.id}`);
  const mail = composeWithdrawalAck(
    { ...w, requested_at: new Date(w.requested_at), paid_at: new Date(w.paid_at) },
    p.firstName,
    w.lang,
    sellerOf(deps.config),
    note?.reference ?? null,
    deps.config.publicUrl,
  );
  await deps.mailer.send({
    to: p.to,
    ...mail,
    messageId: `<withdrawal-${w.id}@arcanes>`,
    // The credit note for the amount refunded, as a PDF.
    ...(note
      ? {
          attachments: [
            {
              filename: `arcanes-${note.reference}.pdf`,
              content: Buffer.from(note.pdf),
              contentType: 'application/pdf',
            },
          ],
        }
      : {}),
  });
}

/**
 * To the account's address: a withdrawal request from the visitor form was received (date and time)
 * for this purchase, and why it could not be carried out. A retry sends the same Message-ID.
 */
export async function sendVisitorWithdrawalNotice(
  deps: { mailer: Mailer; config: Config },
  p: {
    to: string;
    name: string;
    lang: 'fr' | 'en';
    reference: string;
    receivedAt: string;
    reason: 'WITHDRAWAL_PERIOD_OVER' | 'WITHDRAWAL_NOTHING_UNSPENT' | 'WITHDRAWAL_NOT_POSSIBLE';
  },
): Promise<void> {
  const mail = composeVisitorRefusal(
    { ...p, receivedAt: new Date(p.receivedAt) },
    sellerOf(deps.config),
    deps.config.publicUrl,
  );
  await deps.mailer.send({
    to: p.to,
    ...mail,
    messageId: `<visitor-withdrawal-${p.reference}-${new Date(p.receivedAt).getTime()}@arcanes>`,
  });
}
