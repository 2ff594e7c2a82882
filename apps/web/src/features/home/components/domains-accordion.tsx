import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useOffers } from '#web/lib/offers.ts';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { DomainIcon } from '#web/components/ui/domain-icon.tsx';

const DOMAINS = ['astrologie', 'numerologie', 'tarot'] as const;
type DomainId = (typeof DOMAINS)[number];
/** Opening another item first closes the current one, then opens the new one after this pause (seed). */
export const ACCORDION_PAUSE_MS = 500;

export function DomainsAccordion() {
  const { t } = useTranslation('home');
  const offers = useOffers();
  const [open, setOpen] = useState<DomainId | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const toggle = (id: DomainId) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (open === id) return setOpen(null);
    if (open === null) return setOpen(id);
    setOpen(null);
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(id);
    }, ACCORDION_PAUSE_MS);
  };

  return (
    <section id="domaines" className="section" aria-labelledby="domains-title">
      <Reveal className="section__head">
        <h2 id="domains-title">{t('domains.title')}</h2>
        <p className="section__intro">{t('domains.intro')}</p>
      </Reveal>
      <Reveal className="accordion">
        {DOMAINS.map((id) => {
          const expanded = open === id;
          const options = offers.data?.domains.find((d) => d.id === id)?.options ?? [];
          return (
            <div key={id} className={`accordion__item${expanded ? ' is-open' : ''}`}>
              <h3 className="accordion__heading">
                <button
                  type="button"
                  id={`acc-${id}`}
                  aria-expanded={expanded}
                  aria-controls={`acc-panel-${id}`}
                  onClick={() => toggle(id)}
                >
                  <DomainIcon domain={id} />
                  <span className="accordion__title">
                    <span className="accordion__name">{t(`domains.items.${id}.name`)}</span>
                    <span className="accordion__tagline">{t(`domains.items.${id}.tagline`)}</span>
                  </span>
                  <span className="accordion__chevron" aria-hidden="true" />
                </button>
              </h3>
              <div
                id={`acc-panel-${id}`}
                role="region"
                aria-labelledby={`acc-${id}`}
                className="accordion__panel"
                inert={!expanded}
              >
                <div className="accordion__body">
                  <p>{t(`domains.items.${id}.text`)}</p>
                  {options.length ? (
                    <>
                      <h4>{t('domains.optionsTitle')}</h4>
                      <ul className="option-list">
                        {options.map((o) => (
                          <li key={o.option}>
                            <span>{o.name}</span>
                            <span className="option-list__price">{o.price}</span>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <a className="btn btn--sm" href="#tarifs">
                    {t('domains.cta')}
                  </a>
                </div>
              </div>
            </div>
          );
        })}
      </Reveal>
    </section>
  );
}
