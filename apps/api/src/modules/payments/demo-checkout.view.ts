import { formatCents } from '@arcanes/domain/money/cents';
import type { Payment } from '#api/db/schema.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { paymentReference, topUpLabel } from '#api/modules/catalogue/catalogue.service.ts';

/**
 * The demo provider's checkout page: plain server-rendered HTML, no script and no inline style (the
 * CSP forbids both), two ordinary forms. Every interpolated value goes through `esc`. Its words come
 * from the answers catalogue (demoCheckout.*, decision 0241).
 */
const words = (lang: Lang) => {
  const t = texts(lang, 'answers');
  return (key: Exclude<DemoKey, 'pay'>) => t(`demoCheckout.${key}`);
};
type DemoKey =
  | 'title'
  | 'banner'
  | 'explain'
  | 'recap'
  | 'reference'
  | 'offer'
  | 'price'
  | 'method'
  | 'methods.card'
  | 'methods.paypal'
  | 'pay'
  | 'fail'
  | 'cancel'
  | `done.${'succeeded' | 'failed' | 'refunded' | 'partially_refunded' | 'cancelled' | 'expired'}`
  | 'back'
  | 'notFound'
  | 'notFoundText';
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
  const t = words(lang);
  const price = formatCents(p.amount_cents, lang);
  const id = esc(p.id);
  const recap = `<h2>${t('recap')}</h2>
<dl>
<dt>${t('reference')}</dt><dd>${esc(paymentReference(p.number))}</dd>
<dt>${t('offer')}</dt><dd>${esc(topUpLabel(p.amount_cents, lang))}</dd>
<dt>${t('price')}</dt><dd>${esc(price)}</dd>
<dt>${t('method')}</dt><dd>${t(`methods.${p.method}`)}</dd>
</dl>`;
  const actions =
    p.status === 'pending'
      ? `<div class="actions">
<form method="post" action="/api/payments/demo/${id}/succeed"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="pay">${esc(texts(lang, 'answers')('demoCheckout.pay', { replace: { price } }))}</button></form>
<form method="post" action="/api/payments/demo/${id}/fail"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="fail">${t('fail')}</button></form>
</div>
<form method="post" action="/api/payments/demo/${id}/cancel"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="link">${t('cancel')}</button></form>`
      : `<p role="status">${t(`done.${p.status}`)}</p>
<p><a href="${esc(`${publicUrl}/`)}">${t('back')}</a></p>`;
  const other = lang === 'fr' ? { code: 'en', label: 'English' } : { code: 'fr', label: 'Français' };
  return page(
    lang,
    t('title'),
    `<p class="banner" role="note"><strong>${t('banner')}</strong></p>
<p class="lang"><a href="/demo-checkout/${id}?lang=${other.code}" hreflang="${other.code}" lang="${other.code}">${other.label}</a></p>
<h1>Arcanes</h1>
<p>${t('explain')}</p>
${recap}
${actions}`,
  );
}

export function renderDemoNotFound(lang: Lang, publicUrl: string): string {
  const t = words(lang);
  return page(
    lang,
    t('notFound'),
    `<p class="banner" role="note"><strong>${t('banner')}</strong></p>
<h1>${t('notFound')}</h1>
<p>${t('notFoundText')}</p>
<p><a href="${esc(`${publicUrl}/`)}">${t('back')}</a></p>`,
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
