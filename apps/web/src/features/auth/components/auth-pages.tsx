import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '#web/lib/router.tsx';
import { paths, returnPath } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyEmailForm } from './verify-email-form';
import '#web/styles/auth.css';

/** A success passed in the navigation state stays this long (the seed's 5 s). */
export const SUCCESS_MESSAGE_MS = 5000;

function AuthLayout({
  title,
  intro,
  children,
  wide,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className={`page auth-page${wide ? ' auth-page--wide' : ''}`}>
      <div className="auth-card card">
        <h1>{title}</h1>
        <p className="muted">{intro}</p>
        {children}
      </div>
    </main>
  );
}

/**
 * /user/profile and /user/UserLogin for visitors; a signed-in user goes on to the connected area, or
 * back to the page that sent them here (`from` in the navigation state, e.g. an option to order).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const back = returnPath(location.state);
  const passed = (location.state as { success?: unknown } | null)?.success;
  const [success, setSuccess] = useState(typeof passed === 'string' ? passed : null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  if (user && !isPending) return <Navigate to={back ?? paths.user.connected} replace />;
  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      <FormMessage kind="success">{success}</FormMessage>
      <LoginForm
        onSuccess={() => void navigate(back ?? paths.user.connected)}
        returnState={back ? { from: back } : undefined}
      />
    </AuthLayout>
  );
}

/**
 * /user/UserRegister: a new account is logged in at once and goes on to the connected area, or back
 * to the page that sent the visitor (`from`); an address that already has an account goes to the
 * login page with the answer (a mail was sent). A signed-in user has nothing to register.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const back = returnPath(location.state);
  const { user, isPending } = useSession();
  // Registering logs in: leaving then is the form's own doing (with its message), not this redirect.
  const [registering, setRegistering] = useState(false);
  if (user && !isPending && !registering) return <Navigate to={back ?? paths.user.connected} replace />;
  return (
    <AuthLayout title={t('register.title')} intro={t('register.intro')} wide>
      <RegisterForm
        onSignedIn={() => setRegistering(true)}
        onSuccess={({ message, loggedIn }) => {
          void navigate(loggedIn ? (back ?? paths.user.connected) : paths.user.login, {
            state: { success: message, ...(back ? { from: back } : {}) },
          });
        }}
      />
      <p className="auth-form__links">
        <span>
          {t('register.haveAccount')}{' '}
          <Link to={paths.user.login} state={back ? { from: back } : undefined}>
            {t('register.login')}
          </Link>
        </span>
      </p>
    </AuthLayout>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('reset.title')} intro={t('reset.intro')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('verify.title')} intro={t('verify.intro')}>
      <VerifyEmailForm token={params.get('token')} />
    </AuthLayout>
  );
}
