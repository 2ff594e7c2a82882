import { z } from 'zod';
import { newToken } from '../modules/accounts/sessions.service';
import { brandedMail, type BrandedMail } from '../mail/layout';
import { defineJob } from './job';

const TEXT = {
  fr: {
    subject: 'Arcanes : réinitialisation de votre mot de passe',
    mail: (name: string, link: string): BrandedMail => ({
      title: 'Choisissez un nouveau mot de passe',
      blocks: [
        { kind: 'p', text: `Bonjour ${name},` },
        {
          kind: 'p',
          text: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Arcanes. Ce lien est valable une heure, une seule fois.',
        },
        { kind: 'button', label: 'Choisir un nouveau mot de passe', url: link },
        {
          kind: 'note',
          text: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        },
      ],
    }),
  },
  en: {
    subject: 'Arcanes: reset your password',
    mail: (name: string, link: string): BrandedMail => ({
      title: 'Choose a new password',
      blocks: [
        { kind: 'p', text: `Hello ${name},` },
        {
          kind: 'p',
          text: 'You asked to reset the password of your Arcanes account. This link is valid for one hour, once.',
        },
        { kind: 'button', label: 'Choose a new password', url: link },
        {
          kind: 'note',
          text: 'If you did not ask for this, ignore this message: your password stays as it is.',
        },
      ],
    }),
  },
};

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
    const row = await db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.used_at',
        'r.expires_at',
        'r.mailed_at',
        'u.email',
        'u.first_name',
        'u.username',
        'u.deleted_at',
      ])
      .where('r.id', '=', resetId)
      .executeTakeFirst();
    if (!row || row.mailed_at || row.used_at || row.deleted_at || new Date(row.expires_at) <= new Date())
      return;
    // A new token for this sending; a link from an interrupted earlier attempt stops working.
    const { token, hash } = newToken();
    const armed = await db
      .updateTable('password_resets')
      .set({ token_hash: hash })
      .where('id', '=', resetId)
      .where('mailed_at', 'is', null)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(armed.numUpdatedRows) !== 1) return;
    const link = `${config.publicUrl}/user/reset-password?token=${encodeURIComponent(token)}`;
    const text = TEXT[lang];
    await mailer.send({
      to: row.email,
      subject: text.subject,
      ...brandedMail(text.mail(row.first_name || row.username, link), lang, config.publicUrl),
      messageId: `<password-reset-${row.id}@arcanes>`,
    });
    await db
      .updateTable('password_resets')
      .set({ mailed_at: new Date() })
      .where('id', '=', resetId)
      .execute();
  },
});
