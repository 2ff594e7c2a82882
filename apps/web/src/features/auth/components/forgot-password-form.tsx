import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema } from '@arcanes/contracts/accounts';
import { ApiError } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/validation';
import { TextField } from '../../../components/ui/text-field';
import { FormMessage } from '../../../components/ui/form-message';
import { postForgotPassword } from '../api/auth-api';

/** E-mail field and submit; success shows the server's message, failure the seed's. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const lang = currentLang();
    const parsed = forgotPasswordRequestSchema.safeParse({ email, lang });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues, lang));
    setErrors({});
    setBusy(true);
    try {
      const answer = await postForgotPassword(parsed.data);
      setResult({ kind: 'success', text: answer.message });
    } catch (error) {
      // A refused address (400) says why; anything else is the seed's sending failure.
      setResult({
        kind: 'error',
        text: error instanceof ApiError && error.status === 400 ? error.message : t('forgot.failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormMessage kind={result?.kind === 'error' ? 'error' : 'success'}>{result?.text}</FormMessage>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <p className="auth-form__links">
        <Link to={paths.user.login}>{t('forgot.back')}</Link>
      </p>
    </form>
  );
}
