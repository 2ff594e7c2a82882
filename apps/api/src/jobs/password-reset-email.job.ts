import { z } from 'zod';
import { armPasswordReset, markResetMailed } from '#api/modules/accounts/account-mail.service.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail, type BrandedMail } from '#api/mail/layout.ts';
import { defineJob } from './job';

/** The e-mail, from the `mail` catalogue (passwordReset.*; decision 0241). */
function resetMail(lang: Lang, name: string, link: string): BrandedMail {
  const t = texts(lang, 'mail');
  return {
    title: t('passwordReset.title'),
    blocks: [
      { kind: 'p', text: t('hello', { replace: { name } }) },
      { kind: 'p', text: t('passwordReset.body') },
      { kind: 'button', label: t('passwordReset.button'), url: link },
      { kind: 'note', text: t('passwordReset.note') },
    ],
  };
}

/**
 * E-mails a password-reset link. The token is made here, at sending time, and only its hash is
 * stored: the queued job never holds a usable token. Safe to run twice: a link already mailed, used
 * or expired is skipped, and the message id is stable so a receiving server can drop a duplicate.
 */
export const passwordResetEmailJob = defineJob({
  name: 'password-reset-email',
  schema: z.object({
    resetId: z.number().int().positive(),
    lang: z.enum(['fr', 'en']),
  }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler({ db, mailer, config }, { resetId, lang }) {
    // A new token for this sending (only its hash is stored); null when there is nothing to mail.
    const armed = await armPasswordReset(db, resetId);
    if (!armed) return;
    const link = `${config.publicUrl}/user/reset-password?token=${encodeURIComponent(armed.token)}`;
    await mailer.send({
      to: armed.email,
      subject: texts(lang, 'mail')('passwordReset.subject'),
      ...brandedMail(resetMail(lang, armed.name, link), lang, config.publicUrl),
      messageId: `<password-reset-${resetId}@arcanes>`,
    });
    await markResetMailed(db, resetId);
  },
});
