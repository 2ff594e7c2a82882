import { Link } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { openConsentSettings } from '#web/lib/consent.ts';
import { paths } from '#web/lib/paths.ts';

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="brand">
            <span className="brand__mark" aria-hidden="true">
              ✦
            </span>{' '}
            Arcanes
          </p>
          <p className="muted">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-nav">
          <h2 id="footer-nav">{t('footer.navigation')}</h2>
          <ul>
            <li>
              <Link to="/#accueil">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={paths.domains}>{t('nav.domains')}</Link>
            </li>
            <li>
              <Link to="/#tarifs">{t('nav.pricing')}</Link>
            </li>
            <li>
              <Link to="/#informations">{t('footer.informationLinks')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-free">
          <h2 id="footer-free">{t('footer.free')}</h2>
          <ul>
            <li>
              <Link to={paths.horoscope[lang]}>{t('footer.horoscope')}</Link>
            </li>
            <li>
              <Link to={paths.freeChart[lang]}>{t('footer.freeChart')}</Link>
            </li>
            <li>
              <Link to={paths.freeNumerology[lang]}>{t('footer.freeNumerology')}</Link>
            </li>
            <li>
              <Link to={paths.cardLibrary[lang]}>{t('footer.cardLibrary')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">{t('footer.resources')}</h2>
          <ul>
            <li>
              <Link to={paths.legalNotice}>{t('footer.legal')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.accessibility[lang]}>{t('footer.accessibility')}</Link>
            </li>
            <li>
              <Link to={paths.withdrawal}>{t('footer.withdraw')}</Link>
            </li>
            <li>
              <button type="button" className="footer-link-button" onClick={openConsentSettings}>
                {t('footer.cookiesButton')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
