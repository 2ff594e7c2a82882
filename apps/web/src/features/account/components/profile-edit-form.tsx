import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileUpdateRequestSchema, type ProfileResponse } from '@arcanes/contracts/accounts';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { RadioGroupField } from '../../../components/ui/choice-field';
import { FormActions } from '../../../components/ui/form-actions';
import { PasswordField } from '../../../components/ui/password-field';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { ApiError } from '../../../lib/api-client';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { storedPlace, type Place } from '../../../lib/places';
import { useUpdateProfile } from '../api/update-profile';

const REQUIRED = ['first_name', 'last_name', 'email', 'sexe', 'date_naissance', 'lieu_naissance'];

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
  const [v, setV] = useState({
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    sexe: profile.sexe ?? '',
    date_naissance: profile.date_naissance?.slice(0, 10) ?? '',
    heure_naissance: profile.heure_naissance ?? '',
    current_password: '',
  });
  const [timeUnknown, setTimeUnknown] = useState(!profile.heure_naissance && !!profile.date_naissance);
  const [placeText, setPlaceText] = useState(profile.birth_place?.label ?? profile.lieu_naissance ?? '');
  const [place, setPlace] = useState<Place | null>(storedPlace(profile.birth_place));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (name: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [name]: e.target.value }));
  const emailChanged = v.email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      first_name: v.first_name,
      last_name: v.last_name,
      email: v.email,
      sexe: v.sexe,
      date_naissance: v.date_naissance,
      heure_naissance: timeUnknown ? '' : v.heure_naissance,
      birth_time_unknown: timeUnknown,
      lieu_naissance: place?.id ?? placeText.trim(),
      ...(emailChanged ? { current_password: v.current_password } : {}),
      langage: i18n.language === 'en' ? ('en' as const) : ('fr' as const),
    };
    const required = [
      ...REQUIRED,
      ...(timeUnknown ? [] : ['heure_naissance']),
      ...(emailChanged ? ['current_password'] : []),
    ];
    const check = checkForm(profileUpdateRequestSchema, body, i18n.language, required);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError(check.missing ? t('form.allRequired') : t('form.checkFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync(body);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields ?? {});
        setFormError(err.message);
      } else setFormError(t('form.failed'));
    }
  };

  return (
    <form className="profile-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="form-grid">
        <TextField
          label={t('summary.firstName')}
          required
          autoComplete="given-name"
          value={v.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <TextField
          label={t('summary.lastName')}
          required
          autoComplete="family-name"
          value={v.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
        <TextField
          label={t('summary.email')}
          required
          type="email"
          autoComplete="email"
          value={v.email}
          onChange={set('email')}
          error={errors.email}
        />
        {emailChanged && (
          <PasswordField
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            required
            autoComplete="current-password"
            value={v.current_password}
            onChange={set('current_password')}
            error={errors.current_password}
          />
        )}
        <RadioGroupField
          label={t('summary.sexe')}
          name="profile-sexe"
          required
          value={v.sexe}
          onChange={(sexe) => setV((s) => ({ ...s, sexe }))}
          error={errors.sexe}
          choices={[
            { value: 'homme', label: t('sexe.homme') },
            { value: 'femme', label: t('sexe.femme') },
          ]}
        />
        <TextField
          label={t('summary.birthDate')}
          required
          type="date"
          min="1900-01-01"
          value={v.date_naissance}
          onChange={set('date_naissance')}
          error={errors.date_naissance}
        />
        <div>
          <TextField
            label={t('summary.birthTime')}
            type="time"
            required={!timeUnknown}
            disabled={timeUnknown}
            value={timeUnknown ? '' : v.heure_naissance}
            onChange={set('heure_naissance')}
            error={errors.heure_naissance}
          />
          <CheckboxField
            label={t('profile.timeUnknown')}
            checked={timeUnknown}
            onChange={(e) => setTimeUnknown(e.target.checked)}
          />
        </div>
        <PlaceCombobox
          label={t('summary.birthPlace')}
          required
          text={placeText}
          onTextChange={setPlaceText}
          selected={place}
          onSelect={setPlace}
          error={errors.lieu_naissance}
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
