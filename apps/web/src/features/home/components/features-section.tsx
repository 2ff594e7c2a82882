import { useTranslation } from 'react-i18next';
import { useDeliveryHours } from '../../../lib/legal-info';
import { Reveal } from '../../../components/ui/reveal';

const ICONS = {
  symbolic: 'M16 4a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm0 4v8l6 4',
  intuitive: 'M16 4l3 8.5 9 .5-7 5.6 2.4 8.9L16 22.6l-7.4 4.9L11 18.6 4 13l9-.5z',
  delivery: 'M5 8h22v16H5zM5 9l11 8 11-8',
} as const;

export function FeaturesSection() {
  const { t } = useTranslation('home');
  const hours = useDeliveryHours();
  return (
    <section id="fonctionnalites" className="section section--alt" aria-labelledby="features-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="features-title">{t('features.title')}</h2>
          <p className="section__intro">{t('features.intro')}</p>
        </Reveal>
        <div className="grid-3">
          {(['symbolic', 'intuitive', 'delivery'] as const).map((k) => (
            <Reveal as="article" key={k} className="card feature">
              <svg
                className="feature__icon"
                viewBox="0 0 32 32"
                width="40"
                height="40"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d={ICONS[k]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </svg>
              <h3>{t(`features.${k}.title`)}</h3>
              <p>
                {k === 'delivery' ? t('features.delivery.text', { count: hours }) : t(`features.${k}.text`)}
              </p>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
