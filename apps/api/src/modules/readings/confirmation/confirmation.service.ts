import type { Kysely } from 'kysely';
import { TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import type { ReadingResponse } from '@arcanes/contracts/readings';
import { deliveryOf, optionName, type ReadingOption } from '@arcanes/domain/catalogue/offers';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { texts } from '#api/lib/i18n.ts';
import { renderTermsPdf } from '#api/pdf/terms-pdf.ts';
import { legalInfo } from '#api/modules/legal/legal.service.ts';
import { orderAcceptanceOf } from '#api/modules/orders/orders.service.ts';
import { orderedFrom, type ReadingInputs } from '#api/modules/readings/request/inputs.ts';
import { confirmationMail } from './confirmation.mail';
import { markConfirmationSent, readingToConfirm } from './confirmation.repository';

type ConfirmationDeps = { db: Kysely<Database>; mailer: Mailer; config: Config };

/** Thrown while an on-screen question is still being answered: the job retries a little later. */
export class NotAnsweredYet extends Error {}

/**
 * E-mails the confirmation of one reading order, once. Safe to run twice: a confirmation recorded as
 * sent is skipped, and a retry after a crash between sending and recording sends the same Message-ID.
 * A PDF order is confirmed at once (its report follows); an on-screen question once its answer is
 * stored, the answer restated. A reading refunded before it was answered, or whose account is gone,
 * has no order to confirm.
 */
export async function sendOrderConfirmation(deps: ConfirmationDeps, readingId: string): Promise<void> {
  const { db, mailer, config } = deps;
  const r = await readingToConfirm(db, readingId);
  if (!r || r.confirmation_sent_at || !r.email || r.deleted_at) return;
  const delivery = deliveryOf(r.option as ReadingOption) === 'pdf' ? 'pdf' : 'screen';
  if (delivery === 'screen' && r.status === 'pending') throw new NotAnsweredYet(`reading ${readingId}`);
  if (delivery === 'screen' ? r.status !== 'answered' : r.status === 'refunded') return;
  const inputs = r.inputs as unknown as ReadingInputs;
  const lang = r.lang;
  const acceptance = await orderAcceptanceOf(db, readingId);
  const answer = delivery === 'screen' ? (r.answer as unknown as ReadingResponse) : null;
  const info = legalInfo(config);
  const termsVersion = acceptance?.terms_version ?? null;
  const mail = confirmationMail({
    lang,
    to: r.email,
    firstName: r.first_name ?? '',
    readingId,
    optionTitle: optionName(orderedFrom(inputs), inputs.option, lang),
    priceCents: Number(r.price_cents),
    orderedAt: new Date(acceptance?.accepted_at ?? r.created_at),
    delivery,
    hours: config.DELIVERY_PROMISE_HOURS,
    acceptance: acceptance
      ? {
          at: new Date(acceptance.accepted_at),
          sentence: texts(lang, 'domains')('order.terms'),
          version: acceptance.text_version,
        }
      : null,
    termsVersion: termsVersion ?? TERMS_VERSION,
    answer: answer
      ? {
          question: 'question' in inputs ? (inputs.question ?? null) : null,
          symbolic: answer.message_humain,
          intuitive: answer.message_ai,
          writer: answer.writer,
        }
      : null,
    termsPdf: await renderTermsPdf(lang, info, config.publicUrl),
    accountUrl: `${config.publicUrl}/user/history`,
    publicUrl: config.publicUrl,
    seller: { publisher: info.publisher, contact: info.contact },
  });
  await mailer.send(mail);
  await markConfirmationSent(db, readingId);
}
