import { formatCents } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail } from '#api/mail/layout.ts';
import { parisDateTime } from '#api/lib/paris-time.ts';

/**
 * The acknowledgement of a withdrawal from a PDF reading (art. L221-21, D221-5; decision 0351): when
 * it was received, date and time, which reading, and that its price is back in the wallet (from which
 * the top-up's own withdrawal can return it as money).
 */
export function composeReadingWithdrawalAck(
  r: { title: string; priceCents: number; orderedAt: Date; withdrawnAt: Date; firstName: string },
  lang: Lang,
  seller: { publisher: string; contact: string },
  publicUrl: string,
) {
  const t = texts(lang, 'mail');
  const amount = formatCents(r.priceCents, lang);
  return {
    subject: t('readingWithdrawal.subject'),
    ...brandedMail(
      {
        title: t('readingWithdrawal.title'),
        blocks: [
          { kind: 'p', text: t('hello', { replace: { name: r.firstName } }) },
          {
            kind: 'p',
            text: t('readingWithdrawal.received', {
              replace: { date: parisDateTime(r.withdrawnAt, lang, 'seconds') },
            }),
          },
          {
            kind: 'facts',
            rows: [
              [
                t('readingWithdrawal.reading'),
                t('readingWithdrawal.readingValue', {
                  replace: { title: r.title, date: parisDateTime(r.orderedAt, lang, 'seconds') },
                }),
              ],
              [t('readingWithdrawal.refund'), t('readingWithdrawal.refundValue', { replace: { amount } })],
            ],
          },
          { kind: 'p', text: t('readingWithdrawal.next') },
          { kind: 'button', label: t('withdrawal.button'), url: `${publicUrl}/user/payments#withdrawal` },
        ],
        seller,
      },
      lang,
      publicUrl,
    ),
  };
}
