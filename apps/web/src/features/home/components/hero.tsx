import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import { ArmillaryIllustration, TarotIllustration } from './hero-illustration';

export function Hero() {
  const { t, i18n } = useTranslation('home');
  const trust = t('hero.trust', { returnObjects: true }) as string[];
  return (
    <section id="accueil" className="hero" aria-labelledby="hero-title">
      <div className="hero__sky" aria-hidden="true" />
      <div className="hero__inner">
        <div className="hero__content">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <a className="btn btn--gold btn--lg" href="#tarifs">
              {t('hero.ctaOffers')}
            </a>
            <Link className="btn btn--ghost btn--lg" to={paths.domains}>
              {t('hero.ctaDomains')}
            </Link>
          </div>
          <p className="hero__daily">
            <Link to={paths.horoscope[i18n.language === 'en' ? 'en' : 'fr']}>{t('hero.daily')}</Link>
          </p>
          <ul className="hero__trust">
            {trust.map((item) => (
              <li key={item}>
                <span aria-hidden="true">✦</span> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__art">
          {i18n.language === 'en' ? (
            <TarotIllustration label={t('hero.illustration')} />
          ) : (
            <ArmillaryIllustration label={t('hero.illustration')} />
          )}
        </div>
      </div>
    </section>
  );
}
