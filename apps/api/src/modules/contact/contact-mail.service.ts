import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail } from '#api/mail/layout.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { findContactMessage, markContactMailed } from './contact.repository';
import { parisDateTime } from '#api/lib/paris-time.ts';

/**
 * E-mails a stored contact-form message to ADMIN_EMAIL, then acknowledges it to its sender in their
 * language. The acknowledgement quotes nothing the sender typed (neither the name nor the message):
 * the form cannot be used to send someone else a text of one's choosing. Safe to run twice: a mailed
 * message is skipped, and a retry sends the same Message-IDs.
 */
export async function mailContactMessage(
  deps: { db: Kysely<Database>; mailer: Mailer; config: Config },
  messageId: number,
): Promise<void> {
  const message = await findContactMessage(deps.db, messageId);
  if (!message || message.mailed_at) return;
  const publicUrl = deps.config.publicUrl;
  const received = new Date(message.created_at);
  // The notice to the site's owner is in French (the site's language); the acknowledgement in the sender's.
  const admin = texts('fr', 'mail');
  await deps.mailer.send({
    to: deps.config.ADMIN_EMAIL,
    replyTo: message.email,
    subject: admin('contact.admin.subject', { replace: { name: message.name } }),
    ...brandedMail(
      {
        title: admin('contact.admin.title', { replace: { name: message.name } }),
        blocks: [
          {
            kind: 'facts',
            rows: [
              [
                admin('contact.admin.from'),
                admin('contact.admin.fromValue', { replace: { name: message.name, email: message.email } }),
              ],
              [admin('contact.admin.lang'), message.lang],
              [
                admin('contact.admin.received'),
                admin('contact.admin.receivedValue', { replace: { date: parisDateTime(received, 'fr') } }),
              ],
            ],
          },
          { kind: 'quote', text: message.message },
          { kind: 'note', text: admin('contact.admin.reply') },
        ],
      },
      'fr',
      publicUrl,
    ),
    messageId: `<contact-${message.id}@arcanes>`,
  });
  const lang = message.lang === 'en' ? 'en' : 'fr';
  const t = texts(lang, 'mail');
  await deps.mailer.send({
    to: message.email,
    subject: t('contact.ack.subject'),
    ...brandedMail(
      {
        title: t('contact.ack.title'),
        blocks: [
          { kind: 'p', text: t('contact.ack.hello') },
          { kind: 'p', text: t('contact.ack.body', { replace: { date: parisDateTime(received, lang) } }) },
          { kind: 'button', label: t('contact.ack.button'), url: `${publicUrl}/` },
          { kind: 'note', text: t('contact.ack.note') },
        ],
      },
      lang,
      publicUrl,
    ),
    messageId: `<contact-${message.id}-ack@arcanes>`,
  });
  await markContactMailed(deps.db, messageId);
}
