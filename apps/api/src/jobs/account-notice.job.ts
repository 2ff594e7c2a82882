import { z } from 'zod';
import { findNoticeRecipient } from '../modules/accounts/account-mail.service';
import { defineJob } from './job';

type Lang = 'fr' | 'en';
const KINDS = ['registration_attempt', 'email_changed', 'password_changed', 'password_reset'] as const;
type Kind = (typeof KINDS)[number];

const SIGN = {
  fr: "\n\nSi ce n'est pas vous, réinitialisez votre mot de passe depuis « Mot de passe oublié » et écrivez-nous par le formulaire de contact.\n\nArcanes",
  en: '\n\nIf this was not you, reset your password with "Forgot password" and write to us through the contact form.\n\nArcanes',
};

const TEXT: Record<
  Kind,
  Record<Lang, { subject: string; body: (name: string, url: string, detail: string) => string }>
> = {
  registration_attempt: {
    fr: {
      subject: 'Arcanes : une inscription avec votre adresse',
      body: (name, url) =>
        `Bonjour ${name},\n\nQuelqu'un vient d'essayer de créer un compte Arcanes avec votre adresse e-mail. Elle a déjà un compte : aucun autre n'a été créé.\n\n` +
        `Si c'était vous, connectez-vous sur ${url} avec votre nom d'utilisateur, ou choisissez un nouveau mot de passe depuis « Mot de passe oublié ». Sinon, ignorez ce message.\n\nArcanes`,
    },
    en: {
      subject: 'Arcanes: a registration with your address',
      body: (name, url) =>
        `Hello ${name},\n\nSomeone just tried to create an Arcanes account with your e-mail address. It already has an account: no other was created.\n\n` +
        `If it was you, log in at ${url} with your username, or choose a new password with "Forgot password". Otherwise, ignore this message.\n\nArcanes`,
    },
  },
  email_changed: {
    fr: {
      subject: 'Arcanes : votre adresse e-mail a changé',
      body: (name, _url, detail) =>
        `Bonjour ${name},\n\nL'adresse e-mail de votre compte Arcanes vient d'être remplacée par ${detail}. Les messages du compte n'arriveront plus ici.` +
        SIGN.fr,
    },
    en: {
      subject: 'Arcanes: your e-mail address has changed',
      body: (name, _url, detail) =>
        `Hello ${name},\n\nThe e-mail address of your Arcanes account has just been replaced by ${detail}. The account's messages will no longer come here.` +
        SIGN.en,
    },
  },
  password_changed: {
    fr: {
      subject: 'Arcanes : votre mot de passe a changé',
      body: (name, _url, detail) =>
        `Bonjour ${name},\n\nLe mot de passe de votre compte Arcanes vient d'être changé${detail === 'administrator' ? ' par un administrateur' : ''}. Vos autres sessions ont été fermées.` +
        SIGN.fr,
    },
    en: {
      subject: 'Arcanes: your password has changed',
      body: (name, _url, detail) =>
        `Hello ${name},\n\nThe password of your Arcanes account has just been changed${detail === 'administrator' ? ' by an administrator' : ''}. Your other sessions have been closed.` +
        SIGN.en,
    },
  },
  password_reset: {
    fr: {
      subject: 'Arcanes : votre mot de passe a été réinitialisé',
      body: (name) =>
        `Bonjour ${name},\n\nLe mot de passe de votre compte Arcanes vient d'être réinitialisé par le lien envoyé à cette adresse. Toutes vos sessions ont été fermées.` +
        SIGN.fr,
    },
    en: {
      subject: 'Arcanes: your password has been reset',
      body: (name) =>
        `Hello ${name},\n\nThe password of your Arcanes account has just been reset with the link sent to this address. All your sessions have been closed.` +
        SIGN.en,
    },
  },
};

/**
 * Tells an account's owner what just happened to it: someone registered with their address, the
 * address changed (sent to the old one), the password changed or was reset. The message id comes
 * from the job's id, so a retry sends the same message.
 */
export const accountNoticeJob = defineJob({
  name: 'account-notice',
  schema: z.object({
    userId: z.number().int().positive(),
    kind: z.enum(KINDS),
    lang: z.enum(['fr', 'en']),
    /** email_changed: the old address (the notice goes there) and the new one (named in it). */
    to: z.string().email().optional(),
    detail: z.string().max(254).optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  async handler({ db, mailer, config }, { userId, kind, lang, to, detail }, { id }) {
    const recipient = await findNoticeRecipient(db, userId);
    if (!recipient) return;
    const text = TEXT[kind][lang];
    await mailer.send({
      to: to ?? recipient.email,
      subject: text.subject,
      text: text.body(recipient.name, config.publicUrl, detail ?? ''),
      messageId: `<account-notice-${id}@arcanes>`,
    });
  },
});
