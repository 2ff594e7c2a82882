import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { adminCreateUserRequestSchema } from '@arcanes/contracts/admin';
import { SelectField } from '#web/components/ui/choice-field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import {
  applyApiErrors,
  errorOf,
  hasMissing,
  messagesOf,
  submitWith,
  useContractForm,
} from '#web/lib/contract-form.ts';
import { useCreateUser } from '#web/features/admin/api/create-user.ts';
import { UserFields, emptyUserFields, placeValue, type UserFieldValues } from './user-fields';

interface CreateUserValues extends UserFieldValues {
  password: string;
}

const emptyValues: CreateUserValues = { ...emptyUserFields, password: '' };

/** The body as the API reads it (the role is `user`, the only one this form creates). */
function toRequest(values: CreateUserValues) {
  return {
    username: values.username,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    password: values.password,
    role: 'user' as const,
    sexe: values.sexe,
    date_naissance: values.date_naissance,
    heure_naissance: values.heure_naissance || undefined,
    lieu_naissance: placeValue(values),
  };
}

/** The seed's create-user form: registration's rules, a strong password, and the role `user` only. */
export function CreateUserForm({
  onCreated,
  onCancel,
}: {
  onCreated: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateUser();
  const form = useContractForm(adminCreateUserRequestSchema, { defaultValues: emptyValues, toRequest });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [sexe, placeText, place, password] = form.watch(['sexe', 'placeText', 'place', 'password']);

  const onValid = () => {
    setFormError(null);
    // The body as typed (the server parses it with the same contract).
    create.mutate(toRequest(form.getValues()), {
      onSuccess: (answer) => {
        form.reset(emptyValues);
        onCreated(answer.message);
      },
      onError: (error) => setFormError(applyApiErrors(form, error, error.message)),
    });
  };

  return (
    <form
      className="admin-card create-user"
      onSubmit={submitWith(form, onValid, (found) =>
        setFormError(hasMissing(found) ? t('form.missing') : t('form.invalid')),
      )}
      noValidate
      aria-labelledby="create-user-title"
    >
      <h3 id="create-user-title">{t('create.title')}</h3>
      <p className="muted small">{t('form.requiredLegend')}</p>
      <UserFields
        register={form.register}
        values={{ sexe, placeText, place }}
        onChange={(patch) => {
          for (const [name, value] of Object.entries(patch))
            form.setValue(name as keyof typeof patch, value as never);
        }}
        errors={messagesOf(errors)}
        birthRequired
      />
      <div className="form-grid">
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          error={errorOf(errors, 'password')}
          after={<PasswordStrength password={password} refused={Boolean(errorOf(errors, 'password'))} />}
          {...form.register('password')}
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
