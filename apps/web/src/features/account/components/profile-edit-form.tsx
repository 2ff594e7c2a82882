import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { profileUpdateRequestSchema, type ProfileResponse } from '@arcanes/contracts/accounts';
import { CheckboxField, TextField } from '#web/components/ui/text-field.tsx';
import { RadioGroupField } from '#web/components/ui/choice-field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PlaceCombobox } from '#web/components/ui/place-combobox.tsx';
import { applyApiErrors, errorOf, hasMissing, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { storedPlace, type Place } from '#web/lib/places.ts';
import { useUpdateProfile } from '#web/features/account/api/update-profile.ts';

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  sexe: string;
  date_naissance: string;
  heure_naissance: string;
  current_password: string;
  timeUnknown: boolean;
  placeText: string;
  place: Place | null;
}

// Gender, birth time and place are optional (issue 41): an astrology reading asks for what it needs.
const REQUIRED = ['first_name', 'last_name', 'email', 'date_naissance'];

/** Name, e-mail (the password confirms a change), sex and birth data; username and wallet are not editable. */
export function ProfileEditForm({
  profile,
  onDone,
  onCancel,
}: {
  profile: ProfileResponse;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const update = useUpdateProfile();
  const emailChangedIn = (email: string) => email.trim().toLowerCase() !== profile.email.toLowerCase();
  const toRequest = (v: ProfileValues, langage: 'fr' | 'en') => ({
    first_name: v.first_name,
    last_name: v.last_name,
    email: v.email,
    sexe: v.sexe,
    date_naissance: v.date_naissance,
    heure_naissance: v.timeUnknown ? '' : v.heure_naissance,
    birth_time_unknown: v.timeUnknown || !v.heure_naissance,
    lieu_naissance: v.place?.id ?? v.placeText.trim(),
    ...(emailChangedIn(v.email) ? { current_password: v.current_password } : {}),
    langage,
  });
  const form = useContractForm(profileUpdateRequestSchema, {
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      sexe: profile.sexe ?? '',
      date_naissance: profile.date_naissance?.slice(0, 10) ?? '',
      heure_naissance: profile.heure_naissance ?? '',
      current_password: '',
      timeUnknown: !profile.heure_naissance && !!profile.date_naissance,
      placeText: profile.birth_place?.label ?? profile.lieu_naissance ?? '',
      place: storedPlace(profile.birth_place),
    } satisfies ProfileValues as ProfileValues,
    toRequest,
    required: (v) => [...REQUIRED, ...(emailChangedIn(v.email) ? ['current_password'] : [])],
  });
  const v = form.watch();
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const emailChanged = emailChangedIn(v.email);
  const timeUnknown = v.timeUnknown;

  const onValid = async () => {
    setFormError(null);
    try {
      // The body as typed (the server parses it with the same contract).
      await update.mutateAsync(toRequest(form.getValues(), i18n.language === 'en' ? 'en' : 'fr'));
      onDone();
    } catch (err) {
      setFormError(applyApiErrors(form, err, t('form.failed')));
    }
  };

  return (
    <form
      className="profile-form"
      onSubmit={submitWith(form, onValid, (found) =>
        setFormError(hasMissing(found) ? t('form.allRequired') : t('form.checkFields')),
      )}
      noValidate
    >
      <div className="form-grid">
        <TextField
          label={t('summary.firstName')}
          required
          autoComplete="given-name"
          error={errorOf(errors, 'first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t('summary.lastName')}
          required
          autoComplete="family-name"
          error={errorOf(errors, 'last_name')}
          {...form.register('last_name')}
        />
        <TextField
          label={t('summary.email')}
          required
          type="email"
          autoComplete="email"
          error={errorOf(errors, 'email')}
          {...form.register('email')}
        />
        {emailChanged && (
          <PasswordField
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            required
            autoComplete="current-password"
            error={errorOf(errors, 'current_password')}
            {...form.register('current_password')}
          />
        )}
        <RadioGroupField
          label={t('summary.sexe')}
          name="profile-sexe"
          value={v.sexe}
          onChange={(sexe) => form.setValue('sexe', sexe)}
          error={errorOf(errors, 'sexe')}
          choices={[
            { value: 'homme', label: t('sexe.homme') },
            { value: 'femme', label: t('sexe.femme') },
            { value: '', label: t('sexe.unsaid') },
          ]}
        />
        <TextField
          label={t('summary.birthDate')}
          required
          type="date"
          min="1900-01-01"
          error={errorOf(errors, 'date_naissance')}
          {...form.register('date_naissance')}
        />
        <div>
          <TextField
            label={t('summary.birthTime')}
            type="time"
            disabled={timeUnknown}
            value={timeUnknown ? '' : v.heure_naissance}
            onChange={(e) => form.setValue('heure_naissance', e.target.value)}
            error={errorOf(errors, 'heure_naissance')}
          />
          <CheckboxField label={t('profile.timeUnknown')} {...form.register('timeUnknown')} />
        </div>
        <PlaceCombobox
          label={t('summary.birthPlace')}
          hint={t('profile.placeHint')}
          text={v.placeText}
          onTextChange={(text) => form.setValue('placeText', text)}
          selected={v.place}
          onSelect={(place) => form.setValue('place', place)}
          error={errorOf(errors, 'lieu_naissance')}
        />
      </div>
      <FormActions
        error={formError}
        pending={update.isPending}
        submitLabel={t('profile.save')}
        pendingLabel={t('form.saving')}
        cancelLabel={t('profile.cancel')}
        onCancel={onCancel}
        cancelClassName="btn btn--outline"
      />
    </form>
  );
}
