import { formatCents } from '@arcanes/domain/money/cents';
import type { RefundCause } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail } from '#api/mail/layout.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { parisDateTime } from '#api/lib/paris-time.ts';

export interface AckInput {
  id: string;
  cause: RefundCause;
  /** What readings consumed of the payment: it stays paid. */
  spent_cents: number;
  amount_cents: number;
  payment_cents: number;
  requested_at: Date;
  paid_at: Date;
  offer_option: number;
  method: 'card' | 'paypal';
  payment_id: string;
  payment_number: number;
}

/**
 * The acknowledgement on a durable medium (art. L221-21, D221-5): when the withdrawal was received,
 * date and time, which purchase, how much goes back and by which means, and what stays paid.
 */
export function composeWithdrawalAck(
  w: AckInput,
  firstName: string,
  lang: Lang,
  seller: { publisher: string; contact: string },
  creditNote: string | null,
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const refund = formatCents(w.amount_cents, lang);
  const spent = w.spent_cents;
  const offer = topUpLabel(w.payment_cents, lang);
  const reference = paymentReference(w.payment_number);
  const url = `${publicUrl}/user/payments`;
  const t = texts(lang, 'mail');
  const row = (label: string, value: string): [string, string] => [label, value];
  return {
    subject: t('withdrawal.subject', { context: w.cause }),
    ...brandedMail(
      {
        title: t('withdrawal.title', { context: w.cause, replace: { amount: refund } }),
        blocks: [
          { kind: 'p', text: t('hello', { replace: { name: firstName } }) },
          {
            kind: 'p',
            text: t('withdrawal.received', {
              context: w.cause,
              replace: { date: parisDateTime(w.requested_at, lang, 'seconds') },
            }),
          },
          {
            kind: 'facts',
            rows: [
              row(
                t('withdrawal.purchase'),
                t('withdrawal.purchaseValue', {
                  replace: { offer, date: parisDateTime(w.paid_at, lang, 'seconds'), reference },
                }),
              ),
              row(
                t('withdrawal.refund'),
                t('withdrawal.refundValue', {
                  replace: { amount: refund, method: t(`withdrawal.method.${w.method}`) },
                }),
              ),
              ...(spent > 0
                ? [
                    row(
                      t('withdrawal.spent'),
                      t('withdrawal.spentValue', { replace: { amount: formatCents(spent, lang) } }),
                    ),
                  ]
                : []),
              ...(creditNote
                ? [
                    row(
                      t('withdrawal.creditNote'),
                      t('withdrawal.creditNoteValue', { replace: { reference: creditNote } }),
                    ),
                  ]
                : []),
            ],
          },
          ...(w.cause === 'withdrawal'
            ? [{ kind: 'button' as const, label: t('withdrawal.button'), url }]
            : []),
        ],
        seller,
      },
      lang,
      publicUrl,
    ),
  };
}

/** A visitor's withdrawal request that matched a purchase but could not be carried out: when, and why. */
export function composeVisitorRefusal(
  r: {
    name: string;
    lang: Lang;
    reference: string;
    receivedAt: Date;
    reason: 'WITHDRAWAL_PERIOD_OVER' | 'WITHDRAWAL_NOTHING_UNSPENT' | 'WITHDRAWAL_NOT_POSSIBLE';
  },
  seller: { publisher: string; contact: string },
  publicUrl: string,
) {
  const t = texts(r.lang, 'mail');
  return {
    subject: t('visitorWithdrawal.subject'),
    ...brandedMail(
      {
        title: t('visitorWithdrawal.title'),
        blocks: [
          { kind: 'p', text: t('hello', { replace: { name: r.name } }) },
          {
            kind: 'p',
            text: t('visitorWithdrawal.received', {
              replace: { date: parisDateTime(r.receivedAt, r.lang, 'seconds'), reference: r.reference },
            }),
          },
          { kind: 'p', text: t(`visitorWithdrawal.refused_${r.reason}` as const) },
          { kind: 'note', text: t('visitorWithdrawal.contact', { replace: { contact: seller.contact } }) },
        ],
        seller,
      },
      r.lang,
      publicUrl,
    ),
  };
}
