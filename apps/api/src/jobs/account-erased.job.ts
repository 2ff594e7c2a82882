import { z } from 'zod';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail, type BrandedMail } from '#api/mail/layout.ts';
import { defineJob } from './job';
import { parisDateTime } from '#api/lib/paris-time.ts';

/** The e-mail, from the `mail` catalogue (accountErased.*; decision 0241). */
function erasedMail(lang: Lang, name: string, at: string, refund: boolean, url: string): BrandedMail {
  const t = texts(lang, 'mail');
  return {
    title: t('accountErased.title'),
    blocks: [
      { kind: 'p', text: t('hello', { replace: { name } }) },
      { kind: 'p', text: t('accountErased.erased', { replace: { date: at } }) },
      { kind: 'p', text: t('accountErased.kept') },
      ...(refund ? [{ kind: 'p' as const, text: t('accountErased.refund') }] : []),
      { kind: 'p', text: t('accountErased.again') },
      { kind: 'button', label: t('accountErased.button'), url: `${url}/` },
      { kind: 'note', text: t('accountErased.notYou', { replace: { url } }) },
    ],
  };
}

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
    await mailer.send({
      to,
      subject: texts(lang, 'mail')('accountErased.subject'),
      ...brandedMail(
        erasedMail(lang, firstName, parisDateTime(new Date(erasedAt), lang), refund, config.publicUrl),
        lang,
        config.publicUrl,
      ),
      messageId: `<account-erased-${id}@arcanes>`,
    });
  },
});
