import { CHECKOUT_BOXES } from '@arcanes/contracts/payments';
import { formatCents } from '@arcanes/domain/money/cents';
import { longDate } from '@arcanes/domain/writers/dates';
import type { Payment } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail } from '#api/mail/layout.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { splitVat } from '#api/modules/invoices/invoices.service.ts';

function when(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(date);
}

/**
 * The purchase receipt: amount TTC, date, reference, offer, and the two boxes the buyer ticked (with
 * their time and the version of their wording), so the waiver of the withdrawal right is on record
 * with the customer too. It ends with the seller's identity and contact (LEGAL_PUBLISHER, LEGAL_CONTACT),
 * as a note for a service must name who provided it.
 */
export function composeReceipt(
  p: Payment & { first_name: string },
  lang: Lang,
  publicUrl: string,
  seller: { publisher: string; contact: string },
  invoice: { reference: string } | null = null,
): { subject: string; text: string; html: string } {
  const t = texts(lang, 'mail');
  const amount = formatCents(p.amount_cents, lang);
  const offer = topUpLabel(p.amount_cents, lang);
  const reference = paymentReference(p.number);
  const paidAt = when(p.updated_at, lang);
  const method = `${t(`receipt.method.${p.method}`)} (${t(`receipt.provider.${p.provider}`)})`;
  const wallet = p.wallet_after_cents === null ? null : formatCents(p.wallet_after_cents, lang);
  const { netCents, vatCents } = splitVat(p.amount_cents);
  const box = (key: keyof typeof CHECKOUT_BOXES) =>
    t('receipt.box', { replace: { text: CHECKOUT_BOXES[key][lang] } });
  const url = `${publicUrl}/user/payments`;
  return {
    subject: t('receipt.subject'),
    ...brandedMail(
      {
        title: t('receipt.title', { replace: { amount } }),
        blocks: [
          { kind: 'p', text: t('receipt.hello', { replace: { name: p.first_name } }) },
          { kind: 'p', text: t('receipt.thanks', { replace: { amount } }) },
          {
            kind: 'facts',
            rows: [
              invoice
                ? [
                    t('receipt.invoice'),
                    t('receipt.invoiceValue', { replace: { reference: invoice.reference } }),
                  ]
                : [t('receipt.receiptFor'), reference],
              [t('receipt.date'), t('receipt.dateValue', { replace: { date: paidAt } })],
              [t('receipt.offer'), offer],
              [t('receipt.net'), formatCents(netCents, lang)],
              [t('receipt.vat'), formatCents(vatCents, lang)],
              [t('receipt.gross'), amount],
              [t('receipt.payment'), method],
              [t('receipt.paymentReference'), reference],
              ...(wallet ? [[t('receipt.walletAfter'), wallet] as [string, string]] : []),
            ],
          },
          {
            kind: 'p',
            // The wording's version is a date (« 2025-02-21 »): written as one (« 21 février 2025 »).
            text: t('receipt.confirmed', {
              replace: {
                version: /^\d{4}-\d{2}-\d{2}$/.test(p.waiver_text_version)
                  ? longDate(p.waiver_text_version, lang)
                  : p.waiver_text_version,
              },
            }),
          },
          {
            kind: 'list',
            items: [
              t('receipt.immediate', {
                replace: { date: when(p.immediate_execution_at, lang), box: box('immediate_execution') },
              }),
              t('receipt.waiver', {
                replace: { date: when(p.withdrawal_waiver_at, lang), box: box('withdrawal_waiver') },
              }),
            ],
          },
          { kind: 'button', label: t('receipt.button'), url },
        ],
        seller,
      },
      lang,
      publicUrl,
    ),
  };
}
