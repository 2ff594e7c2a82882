import { z } from 'zod';
import { findContactMessage, markContactMailed } from '../modules/contact/contact.repository';
import { defineJob } from './job';

/** E-mails a contact-form message to ADMIN_EMAIL. Safe to run twice: a mailed message is skipped. */
export const contactEmailJob = defineJob({
  name: 'contact-email',
  schema: z.object({ messageId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  async handler({ db, mailer, config }, { messageId }) {
    const message = await findContactMessage(db, messageId);
    if (!message || message.mailed_at) return;
    await mailer.send({
      to: config.ADMIN_EMAIL,
      replyTo: message.email,
      subject: `[Arcanes] Message de ${message.name}`,
      text: `De : ${message.name} <${message.email}>\nLangue : ${message.lang}\nReçu le : ${message.created_at.toISOString()}\n\n${message.message}\n`,
      messageId: `<contact-${message.id}@arcanes>`,
    });
    await markContactMailed(db, messageId);
  },
});
