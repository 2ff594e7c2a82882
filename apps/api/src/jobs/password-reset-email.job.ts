import { sql } from 'kysely';
import { z } from 'zod';
import { newToken } from '#api/modules/accounts/sessions.service.ts';
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
    const row = await db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.used_at',
        'r.expires_at',
        'r.mailed_at',
        // While a new address awaits its confirmation, the link goes to the confirmed one (prior_email):
        // whoever changed the address of an open session cannot take the password with it.
        sql<string>`coalesce(u.prior_email, u.email)`.as('email'),
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
    await mailer.send({
      to: row.email,
      subject: texts(lang, 'mail')('passwordReset.subject'),
      ...brandedMail(resetMail(lang, row.first_name || row.username, link), lang, config.publicUrl),
      messageId: `<password-reset-${row.id}@arcanes>`,
    });
    await db
      .updateTable('password_resets')
      .set({ mailed_at: new Date() })
      .where('id', '=', resetId)
      .execute();
  },
});
