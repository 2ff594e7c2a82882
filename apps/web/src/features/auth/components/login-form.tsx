import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { loginRequestSchema, type LoginResponse } from '@arcanes/contracts/accounts';
import { ApiError } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { markSignedIn, sessionQueryKey } from '../../../lib/session';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/validation';
import { TextField } from '../../../components/ui/text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { FormMessage } from '../../../components/ui/form-message';
import { postLogin } from '../api/auth-api';
import '../../../styles/auth.css';

/**
 * Username (or e-mail) and password. On success the session (an HttpOnly cookie) is read again so
 * that the header and the wallet follow at once; the response's token is deliberately dropped.
 */
export function LoginForm({
  onSuccess,
  showLinks = true,
}: {
  onSuccess: (user: LoginResponse['user']) => void;
  showLinks?: boolean;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const lang = currentLang();
    const parsed = loginRequestSchema.safeParse({ ...values, lang });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues, lang));
      setMessage(t('login.required'));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await postLogin(parsed.data);
      if (!answer.user?.id) {
        setMessage(t('login.missingId'));
        return;
      }
      markSignedIn(answer.user.id);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onSuccess(answer.user);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setMessage(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : t('login.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        required
        value={values.username}
        error={errors.username}
        onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {showLinks ? (
        <p className="auth-form__links">
          <Link to={paths.user.forgot}>{t('login.forgot')}</Link>
          <span>
            {t('login.noAccount')} <Link to={paths.user.register}>{t('login.register')}</Link>
          </span>
        </p>
      ) : null}
    </form>
  );
}
