import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link, useNavigate } from '#web/lib/router.tsx';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@arcanes/contracts/accounts';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { paths } from '#web/lib/paths.ts';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postResetPassword } from '#web/features/auth/api/auth-api.ts';

/** The new password for the token of the e-mailed link; then to the login page with the success message. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useContractForm(resetPasswordRequestSchema, {
    defaultValues: { password: '', confirm_password: '' },
    toRequest: (v, lang) => ({ ...v, token, lang }),
  });
  const { errors, isSubmitting } = form.formState;
  const [message, setMessage] = useState<string | null>(null);
  // Stays busy after success: the page is left for the profile.
  const [done, setDone] = useState(false);
  const busy = isSubmitting || done;

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

  const onValid = async (request: ResetPasswordRequest) => {
    try {
      await postResetPassword(request);
      setDone(true);
      void navigate(paths.user.profile, { state: { success: t('reset.success') } });
    } catch (error) {
      setMessage(applyApiErrors(form, error, t('reset.failed'), (e) => e.status === 400));
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        setMessage(null);
        submitWith(form, onValid)(e);
      }}
    >
      <PasswordField
        label={t('reset.password')}
        autoComplete="new-password"
        required
        error={errorOf(errors, 'password')}
        {...form.register('password')}
        after={
          <PasswordStrength
            password={form.watch('password')}
            refused={Boolean(errorOf(errors, 'password'))}
          />
        }
      />
      <PasswordField
        label={t('reset.confirm')}
        autoComplete="new-password"
        required
        error={errorOf(errors, 'confirm_password')}
        {...form.register('confirm_password')}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="btn btn--block" disabled={busy}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
