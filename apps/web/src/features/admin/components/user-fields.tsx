import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '../../../components/ui/choice-field';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/form-check';
import type { Place } from '../../../lib/places';

/** The seed's user fields other than password, role and wallet, as both the create form and the edit popup show them. */
export interface UserFieldValues {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  sexe: '' | 'homme' | 'femme';
  date_naissance: string;
  heure_naissance: string;
  placeText: string;
  place: Place | null;
}

export const emptyUserFields: UserFieldValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  sexe: '',
  date_naissance: '',
  heure_naissance: '',
  placeText: '',
  place: null,
};

interface Props {
  values: UserFieldValues;
  onChange: (patch: Partial<UserFieldValues>) => void;
  errors: FieldErrors;
  /** The birth data is required when creating (as at registration), optional when editing. */
  birthRequired: boolean;
}

export function UserFields({ values, onChange, errors, birthRequired }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-grid">
      <TextField
        label={t('fields.username')}
        value={values.username}
        onChange={(e) => onChange({ username: e.target.value })}
        autoComplete="off"
        required
        error={errors.username}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        value={values.email}
        onChange={(e) => onChange({ email: e.target.value })}
        autoComplete="off"
        required
        error={errors.email}
      />
      <TextField
        label={t('fields.firstName')}
        value={values.first_name}
        onChange={(e) => onChange({ first_name: e.target.value })}
        autoComplete="off"
        required
        error={errors.first_name}
      />
      <TextField
        label={t('fields.lastName')}
        value={values.last_name}
        onChange={(e) => onChange({ last_name: e.target.value })}
        autoComplete="off"
        required
        error={errors.last_name}
      />
      <RadioGroupField
        label={t('fields.sexe')}
        name="sexe"
        value={values.sexe}
        onChange={(v) => onChange({ sexe: v as UserFieldValues['sexe'] })}
        choices={[
          { value: 'homme', label: t('fields.homme') },
          { value: 'femme', label: t('fields.femme') },
        ]}
        required={birthRequired}
        error={errors.sexe}
      />
      <TextField
        label={t('fields.birthDate')}
        type="date"
        value={values.date_naissance}
        onChange={(e) => onChange({ date_naissance: e.target.value })}
        required={birthRequired}
        error={errors.date_naissance}
      />
      <TextField
        label={t('fields.birthTime')}
        type="time"
        value={values.heure_naissance}
        onChange={(e) => onChange({ heure_naissance: e.target.value })}
        hint={t('fields.birthTimeHint')}
        error={errors.heure_naissance}
      />
      <PlaceCombobox
        label={t('fields.birthPlace')}
        text={values.placeText}
        onTextChange={(text) => onChange({ placeText: text })}
        selected={values.place}
        onSelect={(place) => onChange({ place })}
        required={birthRequired}
        error={errors.lieu_naissance}
      />
    </div>
  );
}

/** What the API receives for the place: the chosen place's id, else the typed name (the server resolves it). */
export function placeValue(values: UserFieldValues): string {
  return values.place?.id ?? values.placeText.trim();
}
