import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@arcanes/contracts/accounts';
import { applyApiErrors, errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { paths } from '#web/lib/paths.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postForgotPassword } from '#web/features/auth/api/auth-api.ts';

/** E-mail field and submit; success shows the server's message, failure the seed's. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const form = useContractForm(forgotPasswordRequestSchema, {
    defaultValues: { email: '' },
    toRequest: (v, lang) => ({ ...v, lang }),
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const onValid = async (request: ForgotPasswordRequest) => {
    try {
      const answer = await postForgotPassword(request);
      setResult({ kind: 'success', text: answer.message });
    } catch (error) {
      // A refused address (400) says why; anything else is the seed's sending failure.
      setResult({
        kind: 'error',
        text: applyApiErrors(form, error, t('forgot.failed'), (e) => e.status === 400),
      });
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        setResult(null);
        submitWith(form, onValid)(e);
      }}
    >
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        required
        error={errorOf(errors, 'email')}
        {...form.register('email')}
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
