import { z } from 'zod';
import { brandedMail, type BrandedMail } from '../mail/layout';
import { defineJob } from './job';

function when(date: Date, lang: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);
}

const TEXT = {
  fr: {
    subject: 'Arcanes : votre compte est supprimé',
    mail: (name: string, at: string, refund: boolean, url: string): BrandedMail => ({
      title: 'Votre compte est supprimé',
      blocks: [
        { kind: 'p', text: `Bonjour ${name},` },
        {
          kind: 'p',
          text: `Votre compte Arcanes a été supprimé le ${at} (heure de Paris). Vos données personnelles, vos consultations et leurs PDF sont effacés ; vos sessions sont fermées.`,
        },
        {
          kind: 'p',
          text: 'Seuls restent, sans votre nom ni votre adresse, les paiements et les écritures du portefeuille que la loi nous oblige à garder dix ans (Code de commerce, art. L123-22).',
        },
        ...(refund
          ? [
              {
                kind: 'p' as const,
                text: 'Le solde non utilisé de votre portefeuille vous est remboursé : un second e-mail en donne le détail.',
              },
            ]
          : []),
        {
          kind: 'p',
          text: 'Vous pourrez créer un nouveau compte quand vous le souhaitez.',
        },
        { kind: 'button', label: 'Retourner sur Arcanes', url: `${url}/` },
        {
          kind: 'note',
          text: `Si vous n’êtes pas à l’origine de cette suppression, écrivez-nous par le formulaire de contact : ${url}/#contact`,
        },
      ],
    }),
  },
  en: {
    subject: 'Arcanes: your account is deleted',
    mail: (name: string, at: string, refund: boolean, url: string): BrandedMail => ({
      title: 'Your account is deleted',
      blocks: [
        { kind: 'p', text: `Hello ${name},` },
        {
          kind: 'p',
          text: `Your Arcanes account was deleted on ${at} (Paris time). Your personal data, your readings and their PDFs are erased; your sessions are closed.`,
        },
        {
          kind: 'p',
          text: 'Only the payments and wallet entries the law requires us to keep for ten years remain, without your name or address (French Commercial Code, art. L123-22).',
        },
        ...(refund
          ? [
              {
                kind: 'p' as const,
                text: 'The unspent balance of your wallet is refunded: a second e-mail gives the detail.',
              },
            ]
          : []),
        { kind: 'p', text: 'You can create a new account whenever you like.' },
        { kind: 'button', label: 'Back to Arcanes', url: `${url}/` },
        {
          kind: 'note',
          text: `If you did not delete it, write to us through the contact form: ${url}/#contact`,
        },
      ],
    }),
  },
};

/**
 * Acknowledges an account's erasure to the address it had: the address and the name come with the
 * job, because the erased account no longer has them. The message id comes from the job's id.
 */
export const accountErasedJob = defineJob({
  name: 'account-erased',
  schema: z.object({
    to: z.string().email(),
    firstName: z.string().max(200),
    lang: z.enum(['fr', 'en']),
    erasedAt: z.string().datetime(),
    refund: z.boolean(),
  }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  async handler({ mailer, config }, { to, firstName, lang, erasedAt, refund }, { id }) {
    const text = TEXT[lang];
    await mailer.send({
      to,
      subject: text.subject,
      ...brandedMail(
        text.mail(firstName, when(new Date(erasedAt), lang), refund, config.publicUrl),
        lang,
        config.publicUrl,
      ),
      messageId: `<account-erased-${id}@arcanes>`,
    });
  },
});
