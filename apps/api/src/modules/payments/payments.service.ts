import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { TERMS_VERSION } from '@arcanes/contracts/legal-texts';
import type { PaymentView } from '@arcanes/contracts/payments';
import type { SubscriptionResponse, UserPaymentsResponse } from '@arcanes/contracts/wallet';
import { centsToEuros } from '@arcanes/domain/money/cents';
import type { Config } from '#api/config.ts';
import type { Database, Payment } from '#api/db/schema.ts';
import { AppError } from '#api/errors/app-error.ts';
import { texts } from '#api/lib/i18n.ts';
import type { Lang } from '#api/lib/lang.ts';
import { countryName } from '#api/lib/country.ts';
import {
  domainName,
  paymentReference,
  resolveOffer,
  topUpLabel,
} from '#api/modules/catalogue/catalogue.service.ts';
import { failPayment } from './fulfilment.service';
import {
  findPayment,
  insertPayment,
  lastBillingCountry,
  latestSubscription,
  listUserPayments,
  rememberBillingCountry,
  setExternalReference,
} from './payments.repository';
import {
  billingCountriesFor,
  isBillingCountry,
  type BillingCountry,
  type BillingOptions,
} from '@arcanes/contracts/vat';
import { approveUrl, createOrder } from './paypal.client';
import { createStripeSession } from './stripe.service';
import type { PageRequest } from '#api/lib/paging.ts';

// The admin module reaches payments through this file only.
export { listPayments, listSubscriptions } from './payments-admin.service';
export { endSubscriptionOfPayment } from './payments.repository';
export { paymentReference };
// The withdrawals module refunds through the provider that took the money.
export { refundThroughProvider } from './provider-refund.service';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  log: FastifyBaseLogger;
}

export interface CheckoutInput {
  option: unknown;
  method: 'card' | 'paypal';
  lang: Lang;
  /** ISO 3166-1 alpha-2 as the form sent it; absent, the buyer's last one, else France. */
  billing_country?: string | undefined;
}

/**
 * The billing country of a top-up (decision 0345): the one sent, else the buyer's last, else France;
 * refused before anything is written when the regime cannot invoice it — outside France and Monaco
 * for a single-purpose voucher, outside the EU and Monaco otherwise.
 */
export async function billingCountryOf(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
  sent: string | undefined,
  lang: Lang,
): Promise<BillingCountry> {
  const typed = sent?.trim() ?? '';
  const country = typed.toUpperCase() || (await lastBillingCountry(deps.db, userId)) || 'FR';
  const regime = deps.config.VAT_REGIME;
  if (isBillingCountry(country) && billingCountriesFor(regime).includes(country)) return country;
  throw new AppError(
    regime === 'single-purpose' ? 'BILLING_COUNTRY_FRANCE_ONLY' : 'BILLING_COUNTRY_UNSUPPORTED',
    { country: /^[A-Z]{2}$/.test(country) ? countryName(country, lang) : typed },
  );
}

/** What the top-up's form offers: the regime, its countries, the buyer's default. */
export async function billingOptions(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: number,
): Promise<BillingOptions> {
  const regime = deps.config.VAT_REGIME;
  const countries = billingCountriesFor(regime);
  const last = await lastBillingCountry(deps.db, userId);
  const country = last && (countries as readonly string[]).includes(last) ? last : 'FR';
  return { regime, countries: [...countries], country };
}

export interface CheckoutResult {
  payment: Payment;
  redirectUrl: string;
  /** PayPal's order id (the demo provider's stand-in is the payment id). */
  orderId: string;
}

export function demoCheckoutUrl(config: Config, paymentId: string, lang: Lang) {
  return `${config.publicUrl}/demo-checkout/${paymentId}?lang=${lang}`;
}

/**
 * Creates the pending payment, priced from the catalogue (a top-up records no waiver: that belongs to
 * each reading's order), then opens it with the provider that handles the method:
 * Stripe Checkout or PayPal when configured, else the built-in demo checkout.
 */
export async function createCheckout(
  deps: Deps,
  buyer: { id: number; email: string },
  input: CheckoutInput,
): Promise<CheckoutResult> {
  const { option, priceCents } = resolveOffer(input.option);
  const billingCountry = await billingCountryOf(deps, buyer.id, input.billing_country, input.lang);
  const provider =
    input.method === 'card'
      ? deps.config.cardPayments === 'stripe'
        ? 'stripe'
        : 'demo'
      : deps.config.paypal === 'paypal'
        ? 'paypal'
        : 'demo';
  const payment = await insertPayment(deps.db, {
    userId: buyer.id,
    provider,
    method: input.method,
    option,
    amountCents: priceCents,
    lang: input.lang,
    // The terms in force as the buyer orders (the payment step links them beside the order button).
    termsVersion: TERMS_VERSION,
    billingCountry,
    // The regime of the day stays with the payment: its VAT follows it even if the setting changes.
    vatRegime: deps.config.VAT_REGIME,
  });
  await rememberBillingCountry(deps.db, buyer.id, billingCountry);
  const fail = async (error: unknown, code: 'PAYMENT_PROVIDER_ERROR' | 'PAYPAL_ERROR') => {
    deps.log.error(
      { err: error, paymentId: payment.id, provider },
      'payment provider refused to open the checkout',
    );
    await failPayment(deps, payment.id, `provider_error: ${(error as Error).message ?? error}`);
    return new AppError(code);
  };

  if (provider === 'demo') {
    const ref = `demo_${payment.id}`;
    await setExternalReference(deps.db, payment.id, ref);
    return {
      payment: { ...payment, external_reference: ref },
      redirectUrl: demoCheckoutUrl(deps.config, payment.id, input.lang),
      orderId: payment.id,
    };
  }
  if (provider === 'stripe') {
    try {
      const session = await createStripeSession(deps.config, payment, buyer, input.lang);
      await setExternalReference(deps.db, payment.id, session.sessionId);
      return {
        payment: { ...payment, external_reference: session.sessionId },
        redirectUrl: session.url,
        orderId: session.sessionId,
      };
    } catch (error) {
      throw await fail(error, 'PAYMENT_PROVIDER_ERROR');
    }
  }
  try {
    const order = await createOrder(deps.config, {
      paymentId: payment.id,
      amountCents: priceCents,
      description: topUpLabel(priceCents, input.lang),
      lang: input.lang,
    });
    const url = approveUrl(order);
    if (!url) throw new Error(`order ${order.id} has no approval link`);
    await setExternalReference(deps.db, payment.id, order.id);
    return { payment: { ...payment, external_reference: order.id }, redirectUrl: url, orderId: order.id };
  } catch (error) {
    throw await fail(error, 'PAYPAL_ERROR');
  }
}

export function toPaymentView(p: Payment, lang: Lang): PaymentView {
  return {
    payment_id: p.id,
    reference: paymentReference(p.number),
    status: p.status,
    provider: p.provider,
    method: p.method,
    option: p.offer_option,
    domain: p.domain,
    offer: topUpLabel(p.amount_cents, lang),
    amount_cents: p.amount_cents,
    amount: centsToEuros(p.amount_cents),
    currency: p.currency,
    created_at: new Date(p.created_at).toISOString(),
    ...(p.status === 'succeeded' && p.wallet_after_cents !== null
      ? { wallet_after_cents: p.wallet_after_cents, wallet_after: centsToEuros(p.wallet_after_cents) }
      : {}),
  };
}

/** One payment for its owner or an administrator; anyone else gets 404 (its existence is not revealed). */
export async function getPaymentFor(
  db: Kysely<Database>,
  viewer: { id: number; role: 'user' | 'admin' },
  paymentId: string,
): Promise<Payment> {
  const p = await findPayment(db, paymentId);
  if (!p || (p.user_id !== viewer.id && viewer.role !== 'admin')) throw new AppError('NOT_FOUND');
  return p;
}

export async function userPayments(
  db: Kysely<Database>,
  userId: number,
  lang: Lang,
  page: PageRequest,
): Promise<UserPaymentsResponse> {
  const { items, next_cursor } = await listUserPayments(db, userId, page);
  return {
    next_cursor,
    payments: items.map((p) => ({
      id: p.id,
      created_at: new Date(p.created_at).toISOString(),
      reference: paymentReference(p.number),
      // The demo checkout's stand-in id means nothing outside this site.
      external_reference: p.provider === 'demo' ? null : p.external_reference,
      amount: centsToEuros(p.amount_cents),
      amount_cents: p.amount_cents,
      provider: p.provider,
      method: p.method,
      status: p.status,
      option: p.offer_option,
      domain: p.domain,
      offer: topUpLabel(p.amount_cents, lang),
    })),
  };
}

/** "Prévision à court terme (3 mois) — Tarot" from the stored plan code `forecast-3m:tarot`. */
export function planLabel(plan: string, lang: Lang): string {
  const m = /^forecast-(\d+)m:(\w+)$/.exec(plan);
  if (!m) return plan;
  const months = Number(m[1]);
  return texts(lang, 'answers')('plan', { replace: { months, domain: domainName(m[2] ?? '', lang) } });
}

/** The seed's subscription: the latest plan, active until its end date (a refunded plan is inactive). */
export async function subscriptionView(
  db: Kysely<Database>,
  userId: number,
  lang: Lang,
): Promise<SubscriptionResponse> {
  const s = await latestSubscription(db, userId);
  if (!s)
    return {
      plan: null,
      active: false,
      end_date: null,
      status: texts(lang, 'answers')('subscription.inactive'),
      status_code: 'inactive',
    };
  const end = new Date(s.end_date);
  const code =
    s.payment_status === 'refunded' || s.reading_status === 'refunded'
      ? 'inactive'
      : end.getTime() > Date.now()
        ? 'active'
        : 'expired';
  return {
    plan: planLabel(s.plan, lang),
    active: code === 'active',
    end_date: end.toISOString(),
    status: texts(lang, 'answers')(`subscription.${code}`),
    status_code: code,
  };
}
