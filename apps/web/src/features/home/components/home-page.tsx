import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <main id="main">
      <section id="accueil" className="hero" aria-labelledby="hero-title">
        <div className="hero__sky" aria-hidden="true" />
        <div className="hero__content">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="hero__lead">{t('hero.lead')}</p>
          <div className="hero__actions">
            <a className="btn btn--gold" href="#tarifs">
              {t('hero.ctaOffers')}
            </a>
            <Link className="btn btn--ghost" to={paths.domains}>
              {t('hero.ctaDomains')}
            </Link>
          </div>
        </div>
      </section>
      <section id="fonctionnalites" className="section" aria-labelledby="features-title">
        <h2 id="features-title">{t('features.title')}</h2>
        <div className="grid-3">
          {(['symbolic', 'intuitive', 'delivery'] as const).map((k) => (
            <article key={k} className="card">
              <h3>{t(`features.${k}.title`)}</h3>
              <p>{t(`features.${k}.text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </main>
  );
}
