import '#web/styles/user-area.css';
import '#web/styles/card-library.css';
import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { CardOfTheDay } from '#web/features/card-library/components/card-of-the-day.tsx';
import { AccountPage } from '#web/features/account/components/account-page.tsx';
import { LoginPage } from '#web/features/auth/components/auth-pages.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { sessionQueryKey, useLogout, useSession } from '#web/lib/session.ts';

/** Set when this page itself ends the session (logout). */
type Leaving = null | 'now';

/** /user/profile: the account when signed in ("Mon compte"), the login page for a visitor. */
export function Component() {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
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
  const left = leaving === 'now';

  // Between the two, the session is being forgotten: the login page must not see it any more.
  if (isPending || (left && cached !== null))
    return <main id="main" className="page page-loading" aria-busy="true" />;
  if (!user || cached === null || left) return <Login />;
  return <Account onLoggedOut={() => setLeaving('now')} />;
}

function Login() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginPage />;
}

function Account({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('titlePlain'));
  const logout = useLogout();
  return (
    <AccountPage
      onLogout={() => logout.mutate(undefined, { onSettled: onLoggedOut })}
      loggingOut={logout.isPending}
      daily={<CardOfTheDay />}
    />
  );
}
