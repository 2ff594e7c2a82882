import { TOP_UP_TERMS_VERSION } from '@arcanes/contracts/payments';
import { formatCents } from '@arcanes/domain/money/cents';
import { longDate } from '@arcanes/domain/writers/dates';
import type { Payment } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { brandedMail } from '#api/mail/layout.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';
import { splitVat, topUpVatRateBp } from '#api/modules/invoices/invoices.service.ts';
import { parisDateTime } from '#api/lib/paris-time.ts';

/**
 * The purchase receipt: amount TTC, date, reference, offer, and the withdrawal the top-up keeps (its
 * unspent part, within 14 days, with the date of that wording): a top-up is not a consultation and
 * carries no waiver, which each reading's order gives for that reading. It ends with the seller's
 * identity and contact (LEGAL_PUBLISHER, LEGAL_CONTACT), as a note for a service must name who provided it.
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
  const paidAt = parisDateTime(p.updated_at, lang, 'seconds');
  const method = `${t(`receipt.method.${p.method}`)} (${t(`receipt.provider.${p.provider}`)})`;
  const wallet = p.wallet_after_cents === null ? null : formatCents(p.wallet_after_cents, lang);
  // A multi-purpose voucher carries no VAT at top-up: each reading's invoice carries it (decision 0345).
  const rateBp = topUpVatRateBp(p.vat_regime);
  const { netCents, vatCents } = splitVat(p.amount_cents, rateBp);
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
              [rateBp === 0 ? t('receipt.vatNotDue') : t('receipt.vat'), formatCents(vatCents, lang)],
              [t('receipt.gross'), amount],
              [t('receipt.payment'), method],
              [t('receipt.paymentReference'), reference],
              ...(wallet ? [[t('receipt.walletAfter'), wallet] as [string, string]] : []),
            ],
          },
          {
            kind: 'p',
            // The wording's version is a date (« 2026-11-28 »): written as one (« 28 novembre 2026 »).
            text: t('receipt.withdrawal', { replace: { version: longDate(TOP_UP_TERMS_VERSION, lang) } }),
          },
          { kind: 'p', text: t('receipt.readings') },
          { kind: 'button', label: t('receipt.button'), url },
        ],
        seller,
      },
      lang,
      publicUrl,
    ),
  };
}
