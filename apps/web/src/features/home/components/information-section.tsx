import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useLocation } from '#web/lib/router.tsx';
import { useDeliveryHours } from '#web/lib/legal-info.ts';
import { Reveal } from '#web/components/ui/reveal.tsx';

const ITEMS = ['calcul', 'ia', 'livraison', 'divertissement'] as const;
type ItemId = (typeof ITEMS)[number];

/**
 * #informations, one disclosure per topic, each its own anchor (#calcul, #ia, #livraison,
 * #divertissement): the titles read as an index, a link to a topic opens it.
 */
export function InformationSection() {
  const { t } = useTranslation('home');
  const hours = useDeliveryHours();
  const location = useLocation();
  const items = useRef(new Map<ItemId, HTMLDetailsElement>());
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1)) as ItemId;
    const el = items.current.get(id);
    if (el) el.open = true;
  }, [location.hash, location.key]);

  return (
    <section id="informations" className="section" aria-labelledby="information-title">
      <Reveal className="section__head">
        <h2 id="information-title">{t('information.title')}</h2>
        <p className="section__intro">{t('information.intro')}</p>
      </Reveal>
      <div className="info-grid">
        {ITEMS.map((id) => (
          <details
            key={id}
            id={id}
            className="info-item"
            ref={(el) => {
              if (el) items.current.set(id, el);
              else items.current.delete(id);
            }}
          >
            <summary>
              <h3 id={`${id}-title`}>{t(`information.items.${id}.title`)}</h3>
            </summary>
            <p>
              {id === 'livraison'
                ? t('information.items.livraison.text', { count: hours })
                : t(`information.items.${id}.text`)}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}
