import { formatCents } from '@arcanes/domain/money/cents';
import type { Lang } from '../../lib/lang';
import { brandedMail } from '../../mail/layout';
import { paymentReference, topUpLabel } from '../catalogue/catalogue.service';

const METHOD = {
  fr: { card: 'la carte bancaire utilisée', paypal: 'le compte PayPal utilisé' },
  en: { card: 'the card used', paypal: 'the PayPal account used' },
} as const;

function when(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(date);
}

export interface AckInput {
  id: string;
  cause: 'withdrawal' | 'erasure';
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
  const spent = w.payment_cents - w.amount_cents;
  const offer = topUpLabel(w.payment_cents, lang);
  const reference = paymentReference(w.payment_number);
  const url = `${publicUrl}/user/payments`;
  if (lang === 'en') {
    return {
      subject:
        w.cause === 'withdrawal' ? 'Arcanes: your withdrawal is received' : 'Arcanes: refund of your balance',
      ...brandedMail(
        {
          title: w.cause === 'withdrawal' ? 'Your withdrawal is received' : `${refund} refunded`,
          blocks: [
            { kind: 'p', text: `Hello ${firstName},` },
            {
              kind: 'p',
              text:
                w.cause === 'withdrawal'
                  ? `We received your withdrawal on ${when(w.requested_at, 'en')} (Paris time).`
                  : `Your account was deleted on ${when(w.requested_at, 'en')} (Paris time); its unspent balance is refunded.`,
            },
            {
              kind: 'facts',
              rows: [
                ['Purchase', `${offer}, paid on ${when(w.paid_at, 'en')} (reference ${reference})`],
                ['Refunded', `${refund}, to ${METHOD.en[w.method]}, within 14 days at the latest`],
                ...(spent > 0
                  ? [
                      [
                        'Already used for readings delivered',
                        `${formatCents(spent, 'en')} (not refundable)`,
                      ] as [string, string],
                    ]
                  : []),
                ...(creditNote
                  ? [['Credit note', `${creditNote} (attached as a PDF)`] as [string, string]]
                  : []),
              ],
            },
            ...(w.cause === 'withdrawal' ? [{ kind: 'button' as const, label: 'My payments', url }] : []),
          ],
          seller,
        },
        'en',
        publicUrl,
      ),
    };
  }
  return {
    subject:
      w.cause === 'withdrawal'
        ? 'Arcanes : accusé de réception de votre rétractation'
        : 'Arcanes : remboursement de votre solde',
    ...brandedMail(
      {
        title: w.cause === 'withdrawal' ? 'Votre rétractation est bien reçue' : `${refund} remboursés`,
        blocks: [
          { kind: 'p', text: `Bonjour ${firstName},` },
          {
            kind: 'p',
            text:
              w.cause === 'withdrawal'
                ? `Nous avons bien reçu votre rétractation le ${when(w.requested_at, 'fr')} (heure de Paris).`
                : `Votre compte a été supprimé le ${when(w.requested_at, 'fr')} (heure de Paris) ; son solde non utilisé vous est remboursé.`,
          },
          {
            kind: 'facts',
            rows: [
              ['Achat', `${offer}, payé le ${when(w.paid_at, 'fr')} (référence ${reference})`],
              ['Remboursement', `${refund}, sur ${METHOD.fr[w.method]}, au plus tard sous 14 jours`],
              ...(spent > 0
                ? [
                    [
                      'Déjà utilisé pour des consultations fournies',
                      `${formatCents(spent, 'fr')} (non remboursable)`,
                    ] as [string, string],
                  ]
                : []),
              ...(creditNote ? [['Avoir', `${creditNote} (joint en PDF)`] as [string, string]] : []),
            ],
          },
          ...(w.cause === 'withdrawal' ? [{ kind: 'button' as const, label: 'Mes paiements', url }] : []),
        ],
        seller,
      },
      'fr',
      publicUrl,
    ),
  };
}
