import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPasswordRequestSchema } from '@arcanes/contracts/accounts';
import { ApiError } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/validation';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { FormMessage } from '../../../components/ui/form-message';
import { postResetPassword } from '../api/auth-api';

/** The new password for the token of the e-mailed link; then to the login page with the success message. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <div className="auth-form">
        <p className="notice notice--error" role="alert">
          {t('reset.missingToken')}
        </p>
        <Link className="btn btn--block" to={paths.user.forgot}>
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const lang = currentLang();
    const parsed = resetPasswordRequestSchema.safeParse({ ...values, token, lang });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues, lang));
    setErrors({});
    setBusy(true);
    try {
      await postResetPassword(parsed.data);
      void navigate(paths.user.profile, { state: { success: t('reset.success') } });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setMessage(error instanceof ApiError && error.status === 400 ? error.message : t('reset.failed'));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <PasswordField
        label={t('reset.password')}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        after={<PasswordStrength password={values.password} />}
      />
      <PasswordField
        label={t('reset.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        error={errors.confirm_password}
        onChange={(e) => setValues((v) => ({ ...v, confirm_password: e.target.value }))}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
