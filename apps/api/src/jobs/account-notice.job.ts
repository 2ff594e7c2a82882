import { z } from 'zod';
import { findNoticeRecipient } from '#api/modules/accounts/account-mail.service.ts';
import { texts } from '#api/lib/i18n.ts';
import { brandedMail, type BrandedMail, type MailBlock } from '#api/mail/layout.ts';
import { defineJob } from './job';

type Lang = 'fr' | 'en';
const KINDS = ['registration_attempt', 'email_changed', 'password_changed', 'password_reset'] as const;
type Kind = (typeof KINDS)[number];

/**
 * The notice of each kind, from the `mail` catalogue (accountNotice.<kind>.*; decision 0241). A
 * password changed by an administrator is its own sentence (context `administrator`).
 */
function noticeMail(kind: Kind, lang: Lang, name: string, url: string, detail: string): BrandedMail {
  const t = texts(lang, 'mail');
  const ifNotYou: MailBlock[] = [
    { kind: 'p', text: t('accountNotice.ifNotYou.text') },
    { kind: 'button', label: t('accountNotice.ifNotYou.button'), url: `${url}/user/UserForgotPassword` },
    { kind: 'note', text: t('accountNotice.ifNotYou.contact', { replace: { url } }) },
  ];
  const hello: MailBlock = { kind: 'p', text: t('hello', { replace: { name } }) };
  const body = (): MailBlock[] => {
    switch (kind) {
      case 'registration_attempt':
        return [
          { kind: 'p', text: t('accountNotice.registration_attempt.body') },
          { kind: 'p', text: t('accountNotice.registration_attempt.body2') },
          {
            kind: 'button',
            label: t('accountNotice.registration_attempt.button'),
            url: `${url}/user/UserLogin`,
          },
        ];
      case 'email_changed':
        return [
          { kind: 'p', text: t('accountNotice.email_changed.body', { replace: { address: detail } }) },
          ...ifNotYou,
        ];
      case 'password_changed':
        return [
          {
            kind: 'p',
            text: t('accountNotice.password_changed.body', {
              context: detail === 'administrator' ? 'administrator' : undefined,
            }),
          },
          ...ifNotYou,
        ];
      case 'password_reset':
        return [{ kind: 'p', text: t('accountNotice.password_reset.body') }, ...ifNotYou];
    }
  };
  return { title: t(`accountNotice.${kind}.title`), blocks: [hello, ...body()] };
}

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
    await mailer.send({
      to: to ?? recipient.email,
      subject: texts(lang, 'mail')(`accountNotice.${kind}.subject`),
      ...brandedMail(
        noticeMail(kind, lang, recipient.name, config.publicUrl, detail ?? ''),
        lang,
        config.publicUrl,
      ),
      messageId: `<account-notice-${id}@arcanes>`,
    });
  },
});
