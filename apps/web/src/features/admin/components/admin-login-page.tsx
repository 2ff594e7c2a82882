import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useNavigate } from '#web/lib/router.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LanguageSwitch } from '#web/components/ui/language-switch.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ThemeToggle } from '#web/components/ui/theme-toggle.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { hasSessionHint } from '#web/lib/session.ts';
import { useAdminLogin } from '#web/features/admin/api/admin-login.ts';
import { useAdminMe } from '#web/features/admin/api/get-admin-me.ts';
import '#web/features/admin/styles/admin-frame.css';
import '#web/features/admin/styles/admin-tables.css';
import '#web/features/admin/styles/admin-charts.css';
import '#web/features/admin/styles/admin-forms.css';
import '#web/features/admin/styles/admin-fields.css';

/** /admin/dashboard: the administrator's login (username and password); an administrator already signed in goes on. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  // Only a browser that signed in before is asked about its session (no 401 for every visitor).
  const me = useAdminMe(hasSessionHint());
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});

  useEffect(() => {
    if (me.data) void navigate(paths.admin.connected, { replace: true });
  }, [me.data, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gaps = { username: !username.trim(), password: !password };
    setMissing(gaps);
    if (gaps.username || gaps.password) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => void navigate(paths.admin.connected, { replace: true }) },
    );
  };

  // The server's own words ("Identifiants incorrects", too many attempts…), else the seed's fallback.
  const error = login.error
    ? login.error instanceof ApiError && login.error.status > 0
      ? login.error.message
      : t('login.failed')
    : null;

  return (
    <div className="admin-shell admin-login">
      <header className="admin-topbar">
        <Link to="/" className="brand" aria-label={t('layout.backToSite')}>
          <span className="brand__mark" aria-hidden="true">
            ✦
          </span>{' '}
          Arcanes
        </Link>
        <div className="admin-topbar__tools">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="admin-main" className="admin-login__main">
        <form
          className="admin-card admin-login__card"
          onSubmit={submit}
          noValidate
          aria-labelledby="admin-login-title"
        >
          <h1 id="admin-login-title">{t('login.title')}</h1>
          <p className="muted">{t('login.intro')}</p>
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            error={missing.username ? t('login.required') : null}
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            error={missing.password ? t('login.required') : null}
          />
          <FormMessage kind="error">{error}</FormMessage>
          <button type="submit" className="btn admin-login__submit" disabled={login.isPending}>
            {login.isPending ? t('login.pending') : t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
