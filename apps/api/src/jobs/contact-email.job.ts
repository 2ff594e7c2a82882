import { z } from 'zod';
import { mailContactMessage } from '#api/modules/contact/contact-mail.service.ts';
import { defineJob } from './job';

/** E-mails a contact-form message to ADMIN_EMAIL. Safe to run twice: a mailed message is skipped. */
export const contactEmailJob = defineJob({
  name: 'contact-email',
  schema: z.object({ messageId: z.number().int().positive() }),
  retryLimit: 8,
  retryDelaySeconds: 5,
  async handler(deps, { messageId }) {
    await mailContactMessage(deps, messageId);
  },
});
