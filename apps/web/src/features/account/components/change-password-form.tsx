import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@arcanes/contracts/accounts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { applyApiErrors, errorOf, hasMissing, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { useChangePassword } from '#web/features/account/api/change-password.ts';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const EMPTY = { current_password: '', password: '', confirm_password: '' };
  const form = useContractForm(changePasswordRequestSchema, {
    defaultValues: EMPTY,
    toRequest: (v, langage) => ({ ...v, langage }),
  });
  const { errors } = form.formState;
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const onValid = async (body: ChangePasswordRequest) => {
    try {
      const r = await change.mutateAsync(body);
      form.reset(EMPTY);
      setMessage({ kind: 'success', text: r.message || t('password.done') });
    } catch (err) {
      setMessage({ kind: 'error', text: applyApiErrors(form, err, t('form.failed')) });
    }
  };

  return (
    <form
      className="password-form"
      onSubmit={submitWith(form, onValid, (found) =>
        setMessage({
          kind: 'error',
          text: hasMissing(found) ? t('form.allRequired') : t('form.checkFields'),
        }),
      )}
      noValidate
    >
      <PasswordField
        label={t('password.current')}
        required
        autoComplete="current-password"
        error={errorOf(errors, 'current_password')}
        {...form.register('current_password')}
      />
      <PasswordField
        label={t('password.new')}
        required
        autoComplete="new-password"
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
        label={t('password.confirm')}
        required
        autoComplete="new-password"
        error={errorOf(errors, 'confirm_password')}
        {...form.register('confirm_password')}
      />
      <FormMessage kind={message?.kind ?? 'success'}>{message?.text}</FormMessage>
      <button type="submit" className="btn" disabled={change.isPending}>
        {change.isPending ? t('form.saving') : t('password.submit')}
      </button>
    </form>
  );
}
