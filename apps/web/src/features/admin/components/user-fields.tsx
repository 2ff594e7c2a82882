import { useTranslation } from '#web/lib/use-translation.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioGroupField } from '#web/components/ui/choice-field.tsx';
import { PlaceCombobox } from '#web/components/ui/place-combobox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { Place } from '#web/lib/places.ts';

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

type RegisteredField = Exclude<keyof UserFieldValues, 'sexe' | 'placeText' | 'place'>;

/** The text fields are registered on the form; the sex and the place are controlled (`values`, `onChange`). */
interface Props {
  register: (name: RegisteredField) => UseFormRegisterReturn;
  values: Pick<UserFieldValues, 'sexe' | 'placeText' | 'place'>;
  onChange: (patch: Partial<Pick<UserFieldValues, 'sexe' | 'placeText' | 'place'>>) => void;
  /** Messages by the contract's names (`lieu_naissance` for the place). */
  errors: Record<string, string>;
  /** The birth data is required when creating (as at registration), optional when editing. */
  birthRequired: boolean;
}

export function UserFields({ register, values, onChange, errors, birthRequired }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div className="form-grid">
      <TextField
        label={t('fields.username')}
        autoComplete="off"
        required
        error={errors.username}
        {...register('username')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        required
        error={errors.email}
        {...register('email')}
      />
      <TextField
        label={t('fields.firstName')}
        autoComplete="off"
        required
        error={errors.first_name}
        {...register('first_name')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="off"
        required
        error={errors.last_name}
        {...register('last_name')}
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
        required={birthRequired}
        error={errors.date_naissance}
        {...register('date_naissance')}
      />
      <TextField
        label={t('fields.birthTime')}
        type="time"
        hint={t('fields.birthTimeHint')}
        error={errors.heure_naissance}
        {...register('heure_naissance')}
      />
      <PlaceCombobox
        label={t('fields.birthPlace')}
        text={values.placeText}
        onTextChange={(text) => onChange({ placeText: text })}
        selected={values.place}
        onSelect={(place) => onChange({ place })}
        required={birthRequired}
        name="lieu_naissance"
        error={errors.lieu_naissance}
      />
    </div>
  );
}

/** What the API receives for the place: the chosen place's id, else the typed name (the server resolves it). */
export function placeValue(values: UserFieldValues): string {
  return values.place?.id ?? values.placeText.trim();
}
