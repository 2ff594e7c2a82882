import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@arcanes/contracts/accounts';
import { FormMessage } from '../../../components/ui/form-message';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { ApiError } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t, i18n } = useTranslation('account');
  const change = useChangePassword();
  const [v, setV] = useState({ current_password: '', password: '', confirm_password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...v, langage: i18n.language === 'en' ? ('en' as const) : ('fr' as const) };
    const check = checkForm(changePasswordRequestSchema, body, i18n.language);
    if (!check.ok) {
      setErrors(check.fields);
      setMessage({ kind: 'error', text: check.missing ? t('form.allRequired') : t('form.checkFields') });
      return;
    }
    setErrors({});
    try {
      const r = await change.mutateAsync(body);
      setV({ current_password: '', password: '', confirm_password: '' });
      setMessage({ kind: 'success', text: r.message || t('password.done') });
    } catch (err) {
      setErrors(err instanceof ApiError ? (err.fields ?? {}) : {});
      setMessage({ kind: 'error', text: err instanceof ApiError ? err.message : t('form.failed') });
    }
  };

  return (
    <form className="password-form" onSubmit={(e) => void submit(e)} noValidate>
      <PasswordField
        label={t('password.current')}
        required
        autoComplete="current-password"
        value={v.current_password}
        onChange={set('current_password')}
        error={errors.current_password}
      />
      <PasswordField
        label={t('password.new')}
        required
        autoComplete="new-password"
        value={v.password}
        onChange={set('password')}
        error={errors.password}
        after={<PasswordStrength password={v.password} />}
      />
      <PasswordField
        label={t('password.confirm')}
        required
        autoComplete="new-password"
        value={v.confirm_password}
        onChange={set('confirm_password')}
        error={errors.confirm_password}
      />
      <FormMessage kind={message?.kind ?? 'success'}>{message?.text}</FormMessage>
      <button type="submit" className="btn" disabled={change.isPending}>
        {change.isPending ? t('form.saving') : t('password.submit')}
      </button>
    </form>
  );
}
