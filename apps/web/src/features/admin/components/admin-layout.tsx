import { Suspense, useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, NavLink, Outlet, useNavigate } from '#web/lib/router.tsx';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import { useAdminLogout } from '#web/features/admin/api/admin-logout.ts';
import { refusalOf, useAdminSessionWatch, useSendHome } from './use-admin-session-watch';
import '#web/features/admin/styles/admin-frame.css';
import '#web/features/admin/styles/admin-tables.css';
import '#web/features/admin/styles/admin-charts.css';
import '#web/features/admin/styles/admin-forms.css';
import '#web/features/admin/styles/admin-fields.css';

const NAV = [
  { to: paths.admin.connected, key: 'dashboard' },
  { to: paths.admin.users, key: 'users' },
  { to: paths.admin.payments, key: 'payments' },
  { to: paths.admin.subscriptions, key: 'subscriptions' },
  { to: paths.admin.analytics, key: 'analytics' },
  { to: paths.admin.logs, key: 'logs' },
  { to: paths.admin.aiCalls, key: 'aiCalls' },
  { to: paths.admin.reviews, key: 'reviews' },
  { to: paths.admin.roles, key: 'roles' },
] as const;

/** The protected admin pages: a session check first, then a side navigation, the page and a logout. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useAdminMe();
  const sendHome = useSendHome();
  useAdminSessionWatch();
  const refusal = refusalOf(me.error);
  useEffect(() => {
    if (refusal) sendHome(refusal);
  }, [refusal, sendHome]);

  if (me.isPending || refusal)
    return (
      <div className="admin-shell admin-shell--checking" role="status">
        <p className="admin-loading">{t('guard.checking')}</p>
      </div>
    );
  if (me.isError)
    return (
      <div className="admin-shell admin-shell--checking">
        <div className="admin-alert admin-alert--error" role="alert">
          <p>{me.error.message}</p>
          <button type="button" className="btn btn--small" onClick={() => void me.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      </div>
    );

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t('layout.skip')}
      </a>
      <AdminTopBar username={me.data.admin.username} />
      <div className="admin-body">
        <nav className="admin-nav" aria-label={t('layout.nav')}>
          <ul>
            {NAV.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to}>{t(`nav.${item.key}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {me.data.demo_payments && (
            <p className="admin-demo-banner" role="note">
              {t('layout.demoPayments')}
            </p>
          )}
          <Suspense fallback={<p className="admin-loading">{t('status.loading')}</p>}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function AdminTopBar({ username }: { username: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const out = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.admin.dashboard, { replace: true }),
      // Already signed out on the server (expired session): the goal is reached all the same.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401)
          void navigate(paths.admin.dashboard, { replace: true });
      },
    });
  const failed = logout.isError && !(logout.error instanceof ApiError && logout.error.status === 401);
  return (
    <header className="admin-topbar">
      <Link to="/" className="brand" aria-label={t('layout.backToSite')}>
        <span className="brand__mark" aria-hidden="true">
          ✦
        </span>{' '}
        Arcanes
      </Link>
      <p className="admin-topbar__title">{t('layout.title')}</p>
      <p className="admin-topbar__who">{t('layout.signedInAs', { username })}</p>
      <div className="admin-topbar__tools">
        <LanguageSwitch />
        <ThemeToggle />
        <button type="button" className="btn btn--small btn--ghost" onClick={out} disabled={logout.isPending}>
          {t('layout.logout')}
        </button>
      </div>
      {failed ? (
        <p className="admin-topbar__error" role="alert">
          {t('errors.logout')}
        </p>
      ) : null}
    </header>
  );
}
