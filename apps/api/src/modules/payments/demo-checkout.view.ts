import { formatCents } from '@arcanes/domain/money/cents';
import type { Payment } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { paymentReference, topUpLabel } from '../catalogue/catalogue.service';

/**
 * The demo provider's checkout page: plain server-rendered HTML, no script and no inline style (the
 * CSP forbids both), two ordinary forms. Every interpolated value goes through `esc`.
 */
const TEXT = {
  fr: {
    title: 'Paiement de démonstration — Arcanes',
    banner: 'Mode démonstration — aucun paiement réel',
    explain:
      'Cette page remplace le prestataire de paiement tant qu’aucune clé Stripe ou PayPal n’est configurée. Aucune carte n’est demandée et aucun argent ne circule.',
    recap: 'Récapitulatif de la commande',
    reference: 'Référence',
    offer: 'Offre',
    price: 'Prix TTC',
    method: 'Moyen de paiement',
    methods: { card: 'Carte bancaire', paypal: 'PayPal' },
    pay: (price: string) => `Payer ${price}`,
    fail: 'Simuler un échec',
    cancel: 'Annuler et revenir au site',
    done: {
      succeeded: 'Ce paiement est déjà réglé.',
      failed: 'Ce paiement a échoué.',
      refunded: 'Ce paiement a été remboursé.',
      cancelled: 'Ce paiement a été annulé : rien n’a été prélevé ni crédité.',
      expired: 'Ce paiement n’a pas été terminé à temps et a expiré : rien n’a été prélevé ni crédité.',
    },
    back: 'Revenir au site',
    notFound: 'Paiement introuvable',
    notFoundText:
      'Ce paiement de démonstration n’existe pas, n’est pas le vôtre ou le mode démonstration n’est plus actif. Connectez-vous avec le compte qui a passé la commande.',
  },
  en: {
    title: 'Demo payment — Arcanes',
    banner: 'Demo mode — no real payment',
    explain:
      'This page stands in for the payment provider while no Stripe or PayPal keys are configured. No card is asked for and no money changes hands.',
    recap: 'Order summary',
    reference: 'Reference',
    offer: 'Offer',
    price: 'Price incl. VAT',
    method: 'Payment method',
    methods: { card: 'Card', paypal: 'PayPal' },
    pay: (price: string) => `Pay ${price}`,
    fail: 'Simulate a failure',
    cancel: 'Cancel and go back to the site',
    done: {
      succeeded: 'This payment has already been made.',
      failed: 'This payment failed.',
      refunded: 'This payment has been refunded.',
      cancelled: 'This payment was cancelled: nothing was charged or credited.',
      expired: 'This payment was not finished in time and has expired: nothing was charged or credited.',
    },
    back: 'Back to the site',
    notFound: 'Payment not found',
    notFoundText:
      'This demo payment does not exist, is not yours, or the demo mode is no longer active. Log in with the account that placed the order.',
  },
} as const;

export function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/demo-checkout/demo.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function renderDemoCheckout(p: Payment, lang: Lang, publicUrl: string): string {
  const t = TEXT[lang];
  const price = formatCents(p.amount_cents, lang);
  const id = esc(p.id);
  const recap = `<h2>${t.recap}</h2>
<dl>
<dt>${t.reference}</dt><dd>${esc(paymentReference(p.number))}</dd>
<dt>${t.offer}</dt><dd>${esc(topUpLabel(p.amount_cents, lang))}</dd>
<dt>${t.price}</dt><dd>${esc(price)}</dd>
<dt>${t.method}</dt><dd>${t.methods[p.method]}</dd>
</dl>`;
  const actions =
    p.status === 'pending'
      ? `<div class="actions">
<form method="post" action="/api/payments/demo/${id}/succeed"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="pay">${esc(t.pay(price))}</button></form>
<form method="post" action="/api/payments/demo/${id}/fail"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="fail">${t.fail}</button></form>
</div>
<form method="post" action="/api/payments/demo/${id}/cancel"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="link">${t.cancel}</button></form>`
      : `<p role="status">${t.done[p.status]}</p>
<p><a href="${esc(`${publicUrl}/`)}">${t.back}</a></p>`;
  const other = lang === 'fr' ? { code: 'en', label: 'English' } : { code: 'fr', label: 'Français' };
  return page(
    lang,
    t.title,
    `<p class="banner" role="note"><strong>${t.banner}</strong></p>
<p class="lang"><a href="/demo-checkout/${id}?lang=${other.code}" hreflang="${other.code}" lang="${other.code}">${other.label}</a></p>
<h1>Arcanes</h1>
<p>${t.explain}</p>
${recap}
${actions}`,
  );
}

export function renderDemoNotFound(lang: Lang, publicUrl: string): string {
  const t = TEXT[lang];
  return page(
    lang,
    t.notFound,
    `<p class="banner" role="note"><strong>${t.banner}</strong></p>
<h1>${t.notFound}</h1>
<p>${t.notFoundText}</p>
<p><a href="${esc(`${publicUrl}/`)}">${t.back}</a></p>`,
  );
}

/** Served as a file (the CSP allows stylesheets from 'self' only, never inline). */
export const DEMO_CSS = `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1d1a2b;background:#f6f3fb}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(40,20,80,.12)}
.banner{margin:0 0 1rem;padding:.75rem 1rem;background:#fff4ce;border:2px solid #8a6d00;border-radius:8px;color:#4d3b00;text-align:center}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 1rem}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:8px;border:2px solid transparent;cursor:pointer}
.pay{background:#4b2a8c;color:#fff}.pay:hover{background:#3a1f6f}
.fail{background:#fff;color:#8b1c1c;border-color:#8b1c1c}.fail:hover{background:#fbeaea}
button:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
a,.link{color:#4b2a8c}.link{background:none;border:0;padding:0;font-weight:400;text-decoration:underline}
.lang{margin:0;text-align:right}
`;
