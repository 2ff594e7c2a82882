import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { NavLink } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';

/** The account's sections, each at its own address (the seed's routes where it names one). */
export const ACCOUNT_SECTIONS = [
  { id: 'profile', to: paths.user.profile },
  { id: 'wallet', to: paths.user.payments },
  { id: 'readings', to: paths.user.history },
  { id: 'journal', to: paths.user.journal },
  { id: 'forecasts', to: paths.user.subscription },
  { id: 'sky', to: paths.user.sky },
  { id: 'privacy', to: paths.user.privacy },
] as const;

interface Props {
  /** The page's title (its only h1). */
  title: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every account page: « Mon compte », the page's title, and the sections as links
 * (each a page of its own; the current one marked with aria-current), so that no page of the
 * account has to hold everything.
 */
export function AccountShell({ title, actions, children }: Props) {
  const { t } = useTranslation('account');
  // A phone scrolls the row sideways: the current section is brought into the row's view.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const left = current.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - (row.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <main id="main" className="page account-page">
      <header className="account-head">
        <div className="account-head__titles">
          <p className="eyebrow eyebrow--dark">{t('eyebrow')}</p>
          <h1>{title}</h1>
        </div>
        {actions && <div className="page-head__actions">{actions}</div>}
      </header>
      <nav className="account-nav" aria-label={t('nav.label')}>
        <ul ref={list}>
          {ACCOUNT_SECTIONS.map((s) => (
            <li key={s.id}>
              <NavLink to={s.to} end>
                {t(`nav.${s.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}
