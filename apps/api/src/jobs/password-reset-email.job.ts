import { z } from 'zod';
import { newToken } from '../modules/accounts/sessions.service';
import { defineJob } from './job';

const TEXT = {
  fr: {
    subject: 'Arcanes : réinitialisation de votre mot de passe',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nVous avez demandé à réinitialiser le mot de passe de votre compte Arcanes.\n` +
      `Ouvrez ce lien pour en choisir un nouveau (valable une heure, une seule fois) :\n\n${link}\n\n` +
      `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nArcanes`,
  },
  en: {
    subject: 'Arcanes: reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nYou asked to reset the password of your Arcanes account.\n` +
      `Open this link to choose a new one (valid for one hour, once):\n\n${link}\n\n` +
      `If you did not ask for this, ignore this message: your password stays as it is.\n\nArcanes`,
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
      text: text.body(row.first_name || row.username, link),
      messageId: `<password-reset-${row.id}@arcanes>`,
    });
    await db
      .updateTable('password_resets')
      .set({ mailed_at: new Date() })
      .where('id', '=', resetId)
      .execute();
  },
});
