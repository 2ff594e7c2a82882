import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { HomePage } from '#web/features/home/components/home-page.tsx';
import { usePurchaseWorkflow } from '#web/features/purchase/lib/use-purchase-workflow.tsx';
import type { AuthRenderProps } from '#web/features/purchase/components/auth-step.tsx';

// The forms validate with the accounts contract: they load when the workflow reaches them.
const LoginForm = lazy(() =>
  import('#web/features/auth/components/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);
const RegisterForm = lazy(() =>
  import('#web/features/auth/components/register-form.tsx').then((m) => ({ default: m.RegisterForm })),
);

function WorkflowAuth({ tab, onLoggedIn, onRegistered }: AuthRenderProps) {
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

/** The home page with the purchase workflow; the auth forms are handed to the workflow from here. */
export function Component() {
  useDocumentTitle(null);
  const workflow = usePurchaseWorkflow((props) => <WorkflowAuth {...props} />);
  return (
    <>
      <HomePage onChooseOffer={workflow.start} />
      {workflow.overlay}
    </>
  );
}
