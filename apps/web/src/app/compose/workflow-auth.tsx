import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { AuthRenderProps } from '#web/features/purchase/components/auth-step.tsx';

// The forms validate with the accounts contract: they load when the workflow reaches them.
const LoginForm = lazy(() =>
  import('#web/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);
const RegisterForm = lazy(() =>
  import('#web/features/auth/components/register-form.tsx').then((m) => ({ default: m.RegisterForm })),
);

/** The purchase workflow's login and registration tabs (the home page's offers, a reading's payment). */
export function WorkflowAuth({ tab, onLoggedIn, onRegistered }: AuthRenderProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<p className="muted">{t('ui.loading')}</p>}>
      {tab === 'login' ? (
        <LoginForm onSuccess={onLoggedIn} showLinks={false} />
      ) : (
        // A new account is logged in: straight on to the payment. An address that already has an
        // account is not: its owner gets a mail, and the login tab takes over.
        <RegisterForm onSuccess={(r) => (r.loggedIn ? onLoggedIn() : onRegistered())} />
      )}
    </Suspense>
  );
}
