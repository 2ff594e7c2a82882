import { CHECKOUT_BOXES } from '@arcanes/contracts/payments';
import { formatCents } from '@arcanes/domain/money/cents';
import type { Payment } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { offerLabel } from '../catalogue/catalogue.service';
import { splitVat } from '../invoices/invoices.service';

const METHOD = {
  fr: { card: 'Carte bancaire', paypal: 'PayPal' },
  en: { card: 'Card', paypal: 'PayPal' },
} as const;
const PROVIDER = {
  fr: { demo: 'démonstration, aucun paiement réel', stripe: 'Stripe', paypal: 'PayPal' },
  en: { demo: 'demo, no real payment', stripe: 'Stripe', paypal: 'PayPal' },
} as const;

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
): { subject: string; text: string } {
  const amount = formatCents(p.amount_cents, lang);
  const offer = offerLabel(p.offer_option, p.domain, lang);
  const paidAt = when(p.updated_at, lang);
  const method = `${METHOD[lang][p.method]} (${PROVIDER[lang][p.provider]})`;
  const wallet = p.wallet_after_cents === null ? null : formatCents(p.wallet_after_cents, lang);
  const { netCents, vatCents } = splitVat(p.amount_cents);
  const box = (key: keyof typeof CHECKOUT_BOXES) =>
    lang === 'en' ? `“${CHECKOUT_BOXES[key].en}”` : `« ${CHECKOUT_BOXES[key].fr} »`;
  if (lang === 'en') {
    return {
      subject: 'Your Arcanes receipt',
      text: [
        `Hello ${p.first_name},`,
        '',
        `Thank you for your purchase: your wallet has been credited with ${amount}.`,
        '',
        invoice ? `Invoice: ${invoice.reference} (attached as a PDF)` : `Receipt: ${p.id}`,
        `Date: ${paidAt} (Paris time)`,
        `Offer: ${offer}`,
        `Amount excl. VAT: ${formatCents(netCents, 'en')}`,
        `VAT 20%: ${formatCents(vatCents, 'en')}`,
        `Amount incl. VAT: ${amount}`,
        `Payment: ${method}`,
        `Payment reference: ${p.external_reference ?? p.id}`,
        ...(wallet ? [`Wallet balance after this credit: ${wallet}`] : []),
        '',
        `When ordering you confirmed (wording version ${p.waiver_text_version}):`,
        `- immediate execution, on ${when(p.immediate_execution_at, 'en')}: ${box('immediate_execution')}`,
        `- waiver of the right of withdrawal for digital content, on ${when(p.withdrawal_waiver_at, 'en')}: ${box('withdrawal_waiver')}`,
        '',
        `Your account, readings and payment history: ${publicUrl}/user/payments`,
        '',
        'Arcanes',
        `Seller: ${seller.publisher}. Contact: ${seller.contact}`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Votre reçu Arcanes',
    text: [
      `Bonjour ${p.first_name},`,
      '',
      `Merci pour votre achat : votre portefeuille a été crédité de ${amount}.`,
      '',
      invoice ? `Facture n° ${invoice.reference} (jointe en PDF)` : `Reçu n° ${p.id}`,
      `Date : ${paidAt} (heure de Paris)`,
      `Offre : ${offer}`,
      `Montant HT : ${formatCents(netCents, 'fr')}`,
      `TVA 20 % : ${formatCents(vatCents, 'fr')}`,
      `Montant TTC : ${amount}`,
      `Paiement : ${method}`,
      `Référence du paiement : ${p.external_reference ?? p.id}`,
      ...(wallet ? [`Solde du portefeuille après ce crédit : ${wallet}`] : []),
      '',
      `Lors de la commande, vous avez confirmé (texte en version du ${p.waiver_text_version}) :`,
      `- l’exécution immédiate, le ${when(p.immediate_execution_at, 'fr')} : ${box('immediate_execution')}`,
      `- la renonciation à votre droit de rétractation pour le contenu numérique, le ${when(p.withdrawal_waiver_at, 'fr')} : ${box('withdrawal_waiver')}`,
      '',
      `Votre compte, vos consultations et l’historique de vos paiements : ${publicUrl}/user/payments`,
      '',
      'Arcanes',
      `Vendeur : ${seller.publisher}. Contact : ${seller.contact}`,
    ].join('\n'),
  };
}
