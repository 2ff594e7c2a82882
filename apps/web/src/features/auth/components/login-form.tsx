import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '#web/lib/router.tsx';
import { loginRequestSchema, type LoginRequest, type LoginResponse } from '@arcanes/contracts/accounts';
import { ApiError } from '#web/lib/api-client.ts';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { paths, type ReturnState } from '#web/lib/paths.ts';
import { markSignedIn, sessionQueryKey } from '#web/lib/session.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postLogin } from '#web/features/auth/api/auth-api.ts';
import '#web/styles/auth.css';

/**
 * Username (or e-mail) and password. On success the session (an HttpOnly cookie) is read again so
 * that the header and the wallet follow at once; the response's token is deliberately dropped.
 */
export function LoginForm({
  onSuccess,
  showLinks = true,
  returnState,
}: {
  onSuccess: (user: LoginResponse['user']) => void;
  showLinks?: boolean;
  /** Carried to the registration link, so that registering also brings the person back. */
  returnState?: ReturnState;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useContractForm(loginRequestSchema, {
    defaultValues: { username: '', password: '' },
    toRequest: (v, lang) => ({ ...v, lang }),
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [message, setMessage] = useState<string | null>(null);

  const onValid = async (request: LoginRequest) => {
    try {
      const answer = await postLogin(request);
      if (!answer.user?.id) {
        setMessage(t('login.missingId'));
        return;
      }
      markSignedIn(answer.user.id);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      onSuccess(answer.user);
    } catch (error) {
      // A refusal says the server's message; one without a message (a proxy's page) the usual words.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setMessage(
        applyApiErrors(
          form,
          error,
          refused ? t('login.incorrect') : t('login.generic'),
          (e) => refused && e.code !== 'HTTP',
        ),
      );
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        setMessage(null);
        submitWith(form, onValid, () => setMessage(t('login.required')))(e);
      }}
    >
      <TextField
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errorOf(errors, 'username')}
        {...form.register('username')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={errorOf(errors, 'password')}
        {...form.register('password')}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {showLinks ? (
        <p className="auth-form__links">
          <Link to={paths.user.forgot}>{t('login.forgot')}</Link>
          <span>
            {t('login.noAccount')}{' '}
            <Link to={paths.user.register} state={returnState}>
              {t('login.register')}
            </Link>
          </span>
        </p>
      ) : null}
    </form>
  );
}
