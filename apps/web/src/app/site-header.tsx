import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../lib/paths';
import { LanguageSwitch } from '../components/ui/language-switch';
import { ThemeToggle } from '../components/ui/theme-toggle';

/** Sticky after 100 px of scroll; the burger menu closes on scroll. */
export function SiteHeader() {
  const { t } = useTranslation();
  const [stuck, setStuck] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setStuck(window.scrollY > 100);
      setOpen(false);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const links = [
    { to: '/#accueil', label: t('nav.home') },
    { to: '/#fonctionnalites', label: t('nav.features') },
    { to: '/#tarifs', label: t('nav.pricing') },
    { to: '/#temoignages', label: t('nav.testimonials') },
    { to: '/#informations', label: t('nav.information') },
    { to: paths.domains, label: t('nav.domains') },
    { to: paths.user.profile, label: t('nav.account') },
  ];
  return (
    <header className={`site-header${stuck ? ' is-stuck' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('brand.home')}>
          <span className="brand__mark" aria-hidden="true">✦</span> Arcanes
        </Link>
        <button
          type="button"
          className="burger"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="visually-hidden">{t('nav.menu')}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="main-nav" className={`main-nav${open ? ' is-open' : ''}`} aria-label={t('nav.label')}>
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} onClick={() => setOpen(false)}>
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.admin.dashboard} onClick={() => setOpen(false)}>
                {t('nav.admin')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
