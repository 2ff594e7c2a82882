import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { useNearViewport } from '#web/lib/near-viewport.ts';

// The drawings (chart wheel, card faces) come with the domain's SVG code and the deck: they load
// when the visitor nears them, not with the page.
const SpecimenArt = lazy(() => import('./specimen-art').then((m) => ({ default: m.SpecimenArt })));

const SPECIMENS = ['chart', 'spread', 'numbers'] as const;

/**
 * #fonctionnalites: what a reading is made of, shown rather than told — an example chart wheel,
 * spread and numbers drawn by the same code as the readings (how they are made: #informations).
 */
export function FeaturesSection() {
  const { t } = useTranslation('home');
  const [near, listRef] = useNearViewport<HTMLUListElement>();
  const placeholder = <div className="specimen__placeholder" aria-hidden="true" />;
  return (
    <section id="fonctionnalites" className="section section--alt" aria-labelledby="features-title">
      <div className="section__inner">
        <Reveal className="section__head">
          <h2 id="features-title">{t('features.title')}</h2>
          <p className="section__intro">{t('features.intro')}</p>
        </Reveal>
        {/* On a phone the three examples scroll sideways: the region takes the keyboard's focus. */}
        <ul ref={listRef} className="specimens" aria-label={t('features.specimens')} tabIndex={0}>
          {SPECIMENS.map((k) => (
            <li key={k} className={`specimen specimen--${k}`}>
              <div className="specimen__art">
                {near ? (
                  <Suspense fallback={placeholder}>
                    <SpecimenArt kind={k} />
                  </Suspense>
                ) : (
                  placeholder
                )}
              </div>
              <h3 className="specimen__title">{t(`features.${k}.title`)}</h3>
              <p className="specimen__text">{t(`features.${k}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="specimens__example">{t('features.example')}</p>
      </div>
    </section>
  );
}
