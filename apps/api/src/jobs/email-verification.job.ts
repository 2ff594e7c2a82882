import { z } from 'zod';
import { armVerification, markVerificationMailed } from '../modules/accounts/account-mail.service';
import { brandedMail, type BrandedMail } from '../mail/layout';
import { defineJob } from './job';

const TEXT = {
  fr: {
    subject: 'Arcanes : confirmez votre adresse e-mail',
    mail: (name: string, link: string): BrandedMail => ({
      title: 'Confirmez votre adresse e-mail',
      blocks: [
        { kind: 'p', text: `Bonjour ${name},` },
        {
          kind: 'p',
          text: 'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien (valable sept jours, une seule fois).',
        },
        { kind: 'button', label: 'Confirmer mon adresse', url: link },
        {
          kind: 'p',
          text: "Tant qu'elle n'est pas confirmée, l'export et l'effacement de vos données ne comprennent pas les messages envoyés depuis cette adresse par le formulaire de contact.",
        },
        { kind: 'note', text: "Si vous n'avez pas de compte Arcanes, ignorez ce message." },
      ],
    }),
  },
  en: {
    subject: 'Arcanes: confirm your e-mail address',
    mail: (name: string, link: string): BrandedMail => ({
      title: 'Confirm your e-mail address',
      blocks: [
        { kind: 'p', text: `Hello ${name},` },
        {
          kind: 'p',
          text: 'To confirm that this address is yours, open this link (valid for seven days, once).',
        },
        { kind: 'button', label: 'Confirm my address', url: link },
        {
          kind: 'p',
          text: 'Until it is confirmed, the export and erasure of your data leave out the messages sent from this address through the contact form.',
        },
        { kind: 'note', text: 'If you have no Arcanes account, ignore this message.' },
      ],
    }),
  },
};

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
      subject: TEXT[lang].subject,
      ...brandedMail(TEXT[lang].mail(armed.name, link), lang, config.publicUrl),
      messageId: `<email-verification-${verificationId}@arcanes>`,
    });
    await markVerificationMailed(db, verificationId);
  },
});
