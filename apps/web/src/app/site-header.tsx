import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { formatCents } from '#web/lib/money.ts';
import { paths } from '#web/lib/paths.ts';
import { useLogout, useSession } from '#web/lib/session.ts';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';

/**
 * Transparent over the home page's hero, solid elsewhere; sticky after 100 px of scroll (elsewhere it
 * is sticky from the start, so fixing it moves nothing); the burger menu closes on scroll and on
 * Escape (focus back on the burger). Signed in, the links become the seed's "Accueil, Domaines,
 * Déconnexion", with the wallet beside them (refreshed after a purchase without a reload); « Admin »
 * is shown to administrators only.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const logout = useLogout();
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
  useEffect(() => setOpen(false), [pathname]);
  const burger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      burger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const anchors = [
    { to: '/#accueil', label: t('nav.home') },
    { to: '/#fonctionnalites', label: t('nav.features') },
    { to: '/#tarifs', label: t('nav.pricing') },
    { to: '/#informations', label: t('nav.information') },
  ];
  return (
    <header
      className={`site-header${pathname === '/' ? ' site-header--over-hero' : ''}${stuck ? ' is-stuck' : ''}`}
    >
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('brand.home')}>
          <span className="brand__mark" aria-hidden="true">
            ✦
          </span>{' '}
          Arcanes
        </Link>
        <button
          ref={burger}
          type="button"
          className="burger"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="visually-hidden">{open ? t('nav.close') : t('nav.menu')}</span>
          <span className="burger__bars" aria-hidden="true" />
        </button>
        <nav id="main-nav" className={`main-nav${open ? ' is-open' : ''}`} aria-label={t('nav.label')}>
          <ul>
            {user ? (
              <>
                <li className="nav-wallet">
                  <Link to={paths.user.connected} onClick={close}>
                    {t('nav.wallet', { amount: formatCents(user.wallet_cents, i18n.language) })}
                  </Link>
                </li>
                <li>
                  <Link to="/" onClick={close}>
                    {t('nav.home')}
                  </Link>
                </li>
                <li>
                  <NavLink to={paths.domains} onClick={close}>
                    {t('nav.domains')}
                  </NavLink>
                </li>
                {user.role === 'admin' && (
                  <li>
                    <NavLink to={paths.admin.dashboard} onClick={close}>
                      {t('nav.admin')}
                    </NavLink>
                  </li>
                )}
                <li>
                  <NavLink to={paths.freeChart[lang]} onClick={close}>
                    {t('nav.freeChart')}
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="nav-button"
                    onClick={() => logout.mutate()}
                    disabled={logout.isPending}
                  >
                    {t('nav.logout')}
                  </button>
                </li>
              </>
            ) : (
              <>
                {/* Plain links: NavLink would mark every "/#…" as the current page. */}
                {anchors.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} onClick={close}>
                      {l.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <NavLink to={paths.domains} onClick={close}>
                    {t('nav.domains')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.freeChart[lang]} onClick={close}>
                    {t('nav.freeChart')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.user.profile} onClick={close}>
                    {t('nav.account')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="site-header__tools">
          {user ? (
            // On a phone the balance moves into the menu (.nav-wallet), where there is room for it.
            <Link
              to={paths.user.connected}
              className="wallet-chip"
              title={t('nav.walletTitle')}
              data-testid="header-wallet"
            >
              {t('nav.wallet', { amount: formatCents(user.wallet_cents, i18n.language) })}
            </Link>
          ) : null}
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
