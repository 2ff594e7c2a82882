import type { OffersResponse } from '@arcanes/contracts/offers';
import {
  INTUITIVE_FEATURE,
  DOMAIN_NAMES,
  DOMAINS,
  OFFERS,
  OPTION_NAMES,
  offerFor,
  type Domain,
  type Offer,
  type OfferOption,
} from '@arcanes/domain/catalogue/offers';
import { formatCents } from '@arcanes/domain/money/cents';
import { texts } from '#api/lib/i18n.ts';
import { AppError } from '#api/errors/app-error.ts';
import type { Lang } from '#api/lib/lang.ts';

export interface ResolvedOffer {
  offer: Offer;
  option: OfferOption;
  priceCents: number;
}

function isDomain(value: unknown): value is Domain {
  return typeof value === 'string' && (DOMAINS as readonly string[]).includes(value);
}

/**
 * The offer a buyer asked for, priced from the catalogue (never from the request). A top-up is an
 * amount usable in any domain (decision 0210): a domain sent by an older client is not read.
 */
export function resolveOffer(option: unknown): ResolvedOffer {
  const offer = typeof option === 'number' ? offerFor(option) : undefined;
  if (!offer) throw new AppError('OFFER_UNKNOWN');
  return { offer, option: offer.option, priceCents: offer.priceCents };
}

/** « Rechargement de 19,90 € » / "Top-up of €19.90": how a top-up is named everywhere a customer reads it. */
export function topUpLabel(amountCents: number, lang: Lang): string {
  return texts(lang, 'answers')('topUp', { replace: { amount: formatCents(amountCents, lang) } });
}

/** The short number a customer reads and quotes for a payment: « P-000042 ». */
export function paymentReference(number: number): string {
  return `P-${String(number).padStart(6, '0')}`;
}

/** "Tarot — Prévision à court terme": how an option of a domain is named on receipts and histories. */
export function offerLabel(option: number, domain: string, lang: Lang): string {
  const name = isDomain(domain) ? OPTION_NAMES[domain][option as OfferOption]?.[lang] : undefined;
  const domainName = isDomain(domain) ? DOMAIN_NAMES[domain][lang] : domain;
  return `${domainName} — ${name ?? offerFor(option)?.title[lang] ?? `option ${option}`}`;
}

export function domainName(domain: string, lang: Lang): string {
  return isDomain(domain) ? DOMAIN_NAMES[domain][lang] : domain;
}

export function optionName(option: number, domain: string, lang: Lang): string {
  return (
    (isDomain(domain) ? OPTION_NAMES[domain][option as OfferOption]?.[lang] : undefined) ??
    offerFor(option)?.title[lang] ??
    String(option)
  );
}

/**
 * The three pricing cards and the nine options, localised. `writer` is what writes the intuitive
 * readings here (a model when one is configured, else our rules): the cards say so truthfully.
 */
export function localisedCatalogue(lang: Lang, writer: 'ai' | 'rules' = 'ai'): OffersResponse {
  return {
    offers: OFFERS.map((o) => ({
      option: o.option,
      title: o.title[lang],
      subtitle: o.subtitle[lang],
      price_cents: o.priceCents,
      price: formatCents(o.priceCents, lang),
      features: o.features[lang].map((f) =>
        f === INTUITIVE_FEATURE.ai[lang] ? INTUITIVE_FEATURE[writer][lang] : f,
      ),
      cta: o.cta[lang],
      delivery: o.delivery,
      plan_months: o.planMonths,
    })),
    domains: DOMAINS.map((d) => ({
      id: d,
      name: DOMAIN_NAMES[d][lang],
      options: OFFERS.map((o) => ({
        option: o.option,
        name: OPTION_NAMES[d][o.option][lang],
        price_cents: o.priceCents,
        price: formatCents(o.priceCents, lang),
      })),
    })),
  };
}
