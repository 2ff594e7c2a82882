import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { findContactMessage, markContactMailed } from './contact.repository';

/** E-mails a stored contact-form message to ADMIN_EMAIL. Safe to run twice: a mailed message is skipped. */
export async function mailContactMessage(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  messageId: number,
): Promise<void> {
  const message = await findContactMessage(deps.db, messageId);
  if (!message || message.mailed_at) return;
  await deps.mailer.send({
    to: deps.config.ADMIN_EMAIL,
    replyTo: message.email,
    subject: `[Arcanes] Message de ${message.name}`,
    text: `De : ${message.name} <${message.email}>\nLangue : ${message.lang}\nReçu le : ${message.created_at.toISOString()}\n\n${message.message}\n`,
    messageId: `<contact-${message.id}@arcanes>`,
  });
  await markContactMailed(deps.db, messageId);
}
