import { z } from 'zod';
import { armVerification, markVerificationMailed } from '#api/modules/accounts/account-mail.service.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail, type BrandedMail } from '#api/mail/layout.ts';
import { defineJob } from './job';

/** The e-mail, from the `mail` catalogue (emailVerification.*; decision 0241). */
function verificationMail(lang: Lang, name: string, link: string): BrandedMail {
  const t = texts(lang, 'mail');
  return {
    title: t('emailVerification.title'),
    blocks: [
      { kind: 'p', text: t('hello', { replace: { name } }) },
      { kind: 'p', text: t('emailVerification.body') },
      { kind: 'button', label: t('emailVerification.button'), url: link },
      { kind: 'p', text: t('emailVerification.until') },
      { kind: 'note', text: t('emailVerification.note') },
    ],
  };
}

/**
 * E-mails the link that confirms an address. The token is made here, when the mail is written (only
 * its hash is stored), so the queue never holds a usable one. A link already mailed, used, expired, or
 * for an address the account no longer has, is skipped; the message id is stable.
 */
export const emailVerificationJob = defineJob({
  name: 'email-verification',
  schema: z.object({ verificationId: z.number().int().positive(), lang: z.enum(['fr', 'en']) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler({ db, mailer, config }, { verificationId, lang }) {
    const armed = await armVerification(db, verificationId);
    if (!armed) return;
    const link = `${config.publicUrl}/user/verify-email?token=${encodeURIComponent(armed.token)}`;
    await mailer.send({
      to: armed.email,
      subject: texts(lang, 'mail')('emailVerification.subject'),
      ...brandedMail(verificationMail(lang, armed.name, link), lang, config.publicUrl),
      messageId: `<email-verification-${verificationId}@arcanes>`,
    });
    await markVerificationMailed(db, verificationId);
  },
});
