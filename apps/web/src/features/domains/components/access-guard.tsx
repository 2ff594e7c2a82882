import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useLocation, useNavigate } from '#web/lib/router.tsx';
import { paths, type ReturnState } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { decideAccess, redirectDelay, type DenialReason } from '#web/features/domains/guard-decision.ts';
import { ReadingDataNotice } from './reading-data-notice';

/** What the home page reads from the navigation state to show the refusal in red. */
export interface GuardNavigationState {
  error: string;
}

/**
 * Wraps a reading page: "Redirection…" while it checks, the page when allowed, else why not —
 * then home after the seed's random 5.5–7.26 s, carrying the message.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('domains');
  const session = useSession();
  const checked = decideAccess({
    session: {
      pending: session.isPending,
      failed: session.error !== null,
      walletCents: session.user?.wallet_cents ?? null,
    },
  });
  // The check is made on arrival: spending the last euro on a reading must not take the reading
  // away. Only leaving the session (logout, expiry) closes the page again.
  const [granted, setGranted] = useState(false);
  if (checked.state === 'allowed' && !granted) setGranted(true);
  const decision = granted && session.user ? ({ state: 'allowed' } as const) : checked;

  if (decision.state === 'loading') {
    return (
      <div className="guard guard--loading" role="status" aria-live="polite">
        <span className="guard__spinner" aria-hidden="true" />
        {t('guard.loading')}
      </div>
    );
  }
  if (decision.state === 'denied') return <AccessDenied reason={decision.reason} />;
  return (
    <>
      <ReadingDataNotice />
      {children}
    </>
  );
}

function AccessDenied({ reason }: { reason: DenialReason }) {
  const { t } = useTranslation('domains');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const message = t(`guard.reasons.${reason}`);
  useEffect(() => {
    const timer = setTimeout(() => {
      void navigate(paths.home, { state: { error: message } satisfies GuardNavigationState });
    }, redirectDelay(Math.random()));
    return () => clearTimeout(timer);
  }, [navigate, message]);
  return (
    <div className="guard guard--denied card" role="alert">
      <h1>{t('guard.title')}</h1>
      <p className="guard__reason">{message}</p>
      <p className="muted">{t('guard.terms')}</p>
      <p className="guard__actions">
        {reason === 'missing_login' || reason === 'auth_error' ? (
          // Logging in from here comes back to this page.
          <Link className="btn" to={paths.user.profile} state={{ from: pathname } satisfies ReturnState}>
            {t('guard.login')}
          </Link>
        ) : (
          <Link className="btn" to="/#tarifs">
            {t('guard.topUp')}
          </Link>
        )}
      </p>
      <p className="muted small">{t('guard.redirect')}</p>
    </div>
  );
}
