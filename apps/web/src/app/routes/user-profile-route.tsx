import '../../styles/user-area.css';
import '../../styles/readings.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AccountPage } from '../../features/account/components/account-page';
import { LoginPage } from '../../features/auth/components/auth-pages';
import { ReadingDelivery } from '../../features/readings/components/reading-delivery';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../lib/paths';
import { markSignedOut, sessionQueryKey, useLogout, useSession } from '../../lib/session';

/** Set when this page itself ends the session: 'now' (logout), or the location key it leaves (erasure). */
type Leaving = null | 'now' | { from: string };

/** /user/profile: the account when signed in ("Mon compte"), the login page for a visitor. */
export function Component() {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The session as the cache holds it now: a logout from the header replaces the cached session
  // with null, which this reads even before the session hook catches up.
  const cached = useSyncExternalStore(
    (onChange) =>
      queryClient.getQueryCache().subscribe((event) => {
        // Only the session's own changes, and never in the middle of another component's render.
        if (event.query.queryKey[0] === sessionQueryKey[0]) queueMicrotask(onChange);
      }),
    () => queryClient.getQueryData(sessionQueryKey),
  );
  const [leaving, setLeaving] = useState<Leaving>(null);
  // After an erasure the login page must mount with the new location, which carries its message.
  const left = leaving === 'now' || (leaving !== null && location.key !== leaving.from);
  useEffect(() => {
    if (!left || leaving === 'now') return;
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'offers' && q.queryKey[0] !== sessionQueryKey[0],
    });
  }, [left, leaving, queryClient]);

  // Between the two, the session is being forgotten: the login page must not see it any more.
  if (isPending || (left && cached !== null))
    return <main id="main" className="page page-loading" aria-busy="true" />;
  if (!user || cached === null || left) return <Login />;
  return (
    <Account onLoggedOut={() => setLeaving('now')} onErased={() => setLeaving({ from: location.key })} />
  );
}

function Login() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginPage />;
}

function Account({ onLoggedOut, onErased }: { onLoggedOut: () => void; onErased: () => void }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('titlePlain'));
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <AccountPage
      onLogout={() => logout.mutate(undefined, { onSettled: onLoggedOut })}
      loggingOut={logout.isPending}
      onDeleted={() => {
        // The server ended the session with the account; the login page says so for 5 s.
        markSignedOut();
        onErased();
        void navigate(paths.user.profile, { replace: true, state: { success: t('deleted') } });
      }}
      renderDelivery={(entry) => (
        <div className="history-item__delivery">
          <ReadingDelivery id={entry.id} status={entry.status} />
        </div>
      )}
    />
  );
}
