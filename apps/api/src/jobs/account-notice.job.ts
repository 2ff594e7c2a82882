import { z } from 'zod';
import { findNoticeRecipient } from '../modules/accounts/account-mail.service';
import { brandedMail, type MailBlock } from '../mail/layout';
import { defineJob } from './job';

type Lang = 'fr' | 'en';
const KINDS = ['registration_attempt', 'email_changed', 'password_changed', 'password_reset'] as const;
type Kind = (typeof KINDS)[number];

type Notice = {
  subject: string;
  title: string;
  blocks: (name: string, url: string, detail: string) => MailBlock[];
};

const hello = { fr: (name: string) => `Bonjour ${name},`, en: (name: string) => `Hello ${name},` };
const ifNotYou = (lang: Lang, url: string): MailBlock[] =>
  lang === 'fr'
    ? [
        {
          kind: 'p',
          text: "Si ce n'est pas vous, choisissez un nouveau mot de passe et écrivez-nous par le formulaire de contact.",
        },
        { kind: 'button', label: 'Choisir un nouveau mot de passe', url: `${url}/user/UserForgotPassword` },
        { kind: 'note', text: `Formulaire de contact : ${url}/#contact` },
      ]
    : [
        {
          kind: 'p',
          text: 'If this was not you, choose a new password and write to us through the contact form.',
        },
        { kind: 'button', label: 'Choose a new password', url: `${url}/user/UserForgotPassword` },
        { kind: 'note', text: `Contact form: ${url}/#contact` },
      ];

const TEXT: Record<Kind, Record<Lang, Notice>> = {
  registration_attempt: {
    fr: {
      subject: 'Arcanes : une inscription avec votre adresse',
      title: 'Une inscription avec votre adresse',
      blocks: (name, url) => [
        { kind: 'p', text: hello.fr(name) },
        {
          kind: 'p',
          text: "Quelqu'un vient d'essayer de créer un compte Arcanes avec votre adresse e-mail. Elle a déjà un compte : aucun autre n'a été créé.",
        },
        {
          kind: 'p',
          text: 'Si c’était vous, connectez-vous avec votre nom d’utilisateur, ou choisissez un nouveau mot de passe depuis « Mot de passe oublié ». Sinon, ignorez ce message.',
        },
        { kind: 'button', label: 'Me connecter', url: `${url}/user/UserLogin` },
      ],
    },
    en: {
      subject: 'Arcanes: a registration with your address',
      title: 'A registration with your address',
      blocks: (name, url) => [
        { kind: 'p', text: hello.en(name) },
        {
          kind: 'p',
          text: 'Someone just tried to create an Arcanes account with your e-mail address. It already has an account: no other was created.',
        },
        {
          kind: 'p',
          text: 'If it was you, log in with your username, or choose a new password with “Forgot password”. Otherwise, ignore this message.',
        },
        { kind: 'button', label: 'Log in', url: `${url}/user/UserLogin` },
      ],
    },
  },
  email_changed: {
    fr: {
      subject: 'Arcanes : votre adresse e-mail a changé',
      title: 'Votre adresse e-mail a changé',
      blocks: (name, url, detail) => [
        { kind: 'p', text: hello.fr(name) },
        {
          kind: 'p',
          text: `L'adresse e-mail de votre compte Arcanes vient d'être remplacée par ${detail}. Les messages du compte n'arriveront plus ici.`,
        },
        ...ifNotYou('fr', url),
      ],
    },
    en: {
      subject: 'Arcanes: your e-mail address has changed',
      title: 'Your e-mail address has changed',
      blocks: (name, url, detail) => [
        { kind: 'p', text: hello.en(name) },
        {
          kind: 'p',
          text: `The e-mail address of your Arcanes account has just been replaced by ${detail}. The account's messages will no longer come here.`,
        },
        ...ifNotYou('en', url),
      ],
    },
  },
  password_changed: {
    fr: {
      subject: 'Arcanes : votre mot de passe a changé',
      title: 'Votre mot de passe a changé',
      blocks: (name, url, detail) => [
        { kind: 'p', text: hello.fr(name) },
        {
          kind: 'p',
          text: `Le mot de passe de votre compte Arcanes vient d'être changé${detail === 'administrator' ? ' par un administrateur' : ''}. Vos autres sessions ont été fermées.`,
        },
        ...ifNotYou('fr', url),
      ],
    },
    en: {
      subject: 'Arcanes: your password has changed',
      title: 'Your password has changed',
      blocks: (name, url, detail) => [
        { kind: 'p', text: hello.en(name) },
        {
          kind: 'p',
          text: `The password of your Arcanes account has just been changed${detail === 'administrator' ? ' by an administrator' : ''}. Your other sessions have been closed.`,
        },
        ...ifNotYou('en', url),
      ],
    },
  },
  password_reset: {
    fr: {
      subject: 'Arcanes : votre mot de passe a été réinitialisé',
      title: 'Votre mot de passe a été réinitialisé',
      blocks: (name, url) => [
        { kind: 'p', text: hello.fr(name) },
        {
          kind: 'p',
          text: "Le mot de passe de votre compte Arcanes vient d'être réinitialisé par le lien envoyé à cette adresse. Toutes vos sessions ont été fermées.",
        },
        ...ifNotYou('fr', url),
      ],
    },
    en: {
      subject: 'Arcanes: your password has been reset',
      title: 'Your password has been reset',
      blocks: (name, url) => [
        { kind: 'p', text: hello.en(name) },
        {
          kind: 'p',
          text: 'The password of your Arcanes account has just been reset with the link sent to this address. All your sessions have been closed.',
        },
        ...ifNotYou('en', url),
      ],
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
    const notice = TEXT[kind][lang];
    await mailer.send({
      to: to ?? recipient.email,
      subject: notice.subject,
      ...brandedMail(
        { title: notice.title, blocks: notice.blocks(recipient.name, config.publicUrl, detail ?? '') },
        lang,
        config.publicUrl,
      ),
      messageId: `<account-notice-${id}@arcanes>`,
    });
  },
});
