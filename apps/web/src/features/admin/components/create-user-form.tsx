import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCreateUserRequestSchema } from '@arcanes/contracts/admin';
import { SelectField } from '../../../components/ui/choice-field';
import { FormActions } from '../../../components/ui/form-actions';
import { PasswordField } from '../../../components/ui/password-field';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { ApiError } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { useCreateUser } from '../api/create-user';
import { UserFields, emptyUserFields, placeValue, type UserFieldValues } from './user-fields';

/** The seed's create-user form: registration's rules, a strong password, and the role `user` only. */
export function CreateUserForm({
  onCreated,
  onCancel,
}: {
  onCreated: (message: string) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const create = useCreateUser();
  const [values, setValues] = useState<UserFieldValues>(emptyUserFields);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      username: values.username,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password,
      role: 'user' as const,
      sexe: values.sexe,
      date_naissance: values.date_naissance,
      heure_naissance: values.heure_naissance || undefined,
      lieu_naissance: placeValue(values),
    };
    const check = checkForm(adminCreateUserRequestSchema, body, i18n.language);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError(check.missing ? t('form.missing') : t('form.invalid'));
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(body, {
      onSuccess: (answer) => {
        setValues(emptyUserFields);
        setPassword('');
        onCreated(answer.message);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? (error.fields ?? {}) : {});
        setFormError(error.message);
      },
    });
  };

  return (
    <form className="admin-card create-user" onSubmit={submit} noValidate aria-labelledby="create-user-title">
      <h3 id="create-user-title">{t('create.title')}</h3>
      <p className="muted small">{t('form.requiredLegend')}</p>
      <UserFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        errors={errors}
        birthRequired
      />
      <div className="form-grid">
        <PasswordField
          label={t('fields.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
          error={errors.password}
          after={<PasswordStrength password={password} />}
        />
        <SelectField
          label={t('fields.role')}
          value="user"
          onChange={() => undefined}
          choices={[{ value: 'user', label: t('roles.user') }]}
          hint={t('create.roleHint')}
        />
      </div>
      <FormActions
        error={formError}
        pending={create.isPending}
        submitLabel={t('create.submit')}
        pendingLabel={t('status.saving')}
        cancelLabel={t('actions.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
