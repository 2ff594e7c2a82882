import { useTranslation } from '#web/lib/use-translation.tsx';
import type { OfferView } from '@arcanes/contracts/offers';
import { useOffers } from '#web/lib/offers.ts';
import { useDeliveryHours } from '#web/lib/legal-info.ts';
import { Reveal } from '#web/components/ui/reveal.tsx';

/**
 * The pricing cards (#tarifs): from GET /api/offers; a card opens the purchase workflow. No card is
 * singled out as « le plus populaire »: no sales figure backs such a claim (issue 41).
 */
export function PricingSection({ onChooseOffer }: { onChooseOffer: (offer: OfferView) => void }) {
  const { t } = useTranslation(['home', 'common']);
  const offers = useOffers();
  const hours = useDeliveryHours();
  return (
    <section id="tarifs" className="section" aria-labelledby="pricing-title">
      <Reveal className="section__head">
        <h2 id="pricing-title">{t('pricing.title')}</h2>
        <p className="section__intro">{t('pricing.intro')}</p>
      </Reveal>
      {offers.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('pricing.error')}</p>
          <button type="button" className="btn btn--sm" onClick={() => void offers.refetch()}>
            {t('common:ui.retry')}
          </button>
        </div>
      ) : null}
      <div className="pricing" aria-busy={offers.isPending}>
        {offers.isPending
          ? [1, 2, 3].map((n) => (
              <div key={n} className="price-card price-card--skeleton" aria-hidden="true" />
            ))
          : null}
        {offers.data?.offers.map((offer) => (
          <Reveal
            as="article"
            key={offer.option}
            className="price-card"
            aria-labelledby={`offer-${offer.option}-title`}
          >
            <h3 id={`offer-${offer.option}-title`}>{offer.title}</h3>
            <p className="price-card__subtitle">{offer.subtitle}</p>
            <p className="price-card__price" id={`offer-${offer.option}-price`}>
              <span className="price-card__amount">{offer.price}</span>{' '}
              <span className="price-card__ttc">{t('pricing.ttc')}</span>
            </p>
            <ul className="price-card__features">
              {offer.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="price-card__delivery">
              <span aria-hidden="true">{offer.delivery === 'pdf' ? '✉' : '⚡'}</span>{' '}
              {offer.delivery === 'pdf' ? t('pricing.pdf', { count: hours }) : t('pricing.screen')}
            </p>
            <button
              type="button"
              className="btn price-card__cta"
              aria-describedby={`offer-${offer.option}-title offer-${offer.option}-price`}
              onClick={() => onChooseOffer(offer)}
            >
              {offer.cta}
            </button>
          </Reveal>
        ))}
      </div>
      {offers.isPending ? (
        <p className="visually-hidden" role="status">
          {t('pricing.loading')}
        </p>
      ) : null}
    </section>
  );
}
