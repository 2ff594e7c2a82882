import { useTranslation } from 'react-i18next';
import { useDeliveryHours } from '../../../lib/legal-info';
import { Reveal } from '../../../components/ui/reveal';

const ITEMS = ['calcul', 'ia', 'livraison', 'divertissement'] as const;

/** #informations, with one anchor per topic (#calcul, #ia, #livraison, #divertissement). */
export function InformationSection() {
  const { t } = useTranslation('home');
  const hours = useDeliveryHours();
  return (
    <section id="informations" className="section" aria-labelledby="information-title">
      <Reveal className="section__head">
        <h2 id="information-title">{t('information.title')}</h2>
        <p className="section__intro">{t('information.intro')}</p>
      </Reveal>
      <nav className="info-anchors" aria-label={t('information.title')}>
        <ul>
          {ITEMS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`information.items.${id}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="info-grid">
        {ITEMS.map((id) => (
          <Reveal as="article" key={id} id={id} className="info-item" aria-labelledby={`${id}-title`}>
            <h3 id={`${id}-title`}>{t(`information.items.${id}.title`)}</h3>
            <p>
              {id === 'livraison'
                ? t('information.items.livraison.text', { count: hours })
                : t(`information.items.${id}.text`)}
            </p>
          </Reveal>
        ))}
      </div>
    </section>
  );
}
