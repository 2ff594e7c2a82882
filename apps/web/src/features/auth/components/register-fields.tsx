import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Link } from '#web/lib/router.tsx';
import { paths } from '#web/lib/paths.ts';
import type { Place } from '#web/lib/places.ts';
import { CheckboxField, TextField } from '#web/components/ui/text-field.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { PlaceCombobox } from '#web/components/ui/place-combobox.tsx';

export interface RegisterValues {
  username: string;
  prenom: string;
  nom: string;
  email: string;
  password: string;
  confirm_password: string;
  sexe: '' | 'homme' | 'femme';
  date_naissance: string;
  heure_naissance: string;
  placeText: string;
  place: Place | null;
  is_adult: boolean;
  accept_terms: boolean;
}

interface Props {
  values: RegisterValues;
  /** Each field's message, by the contract's names. */
  errors: Record<string, string>;
  update: (patch: Partial<RegisterValues>) => void;
  onPlace: (place: Place | null) => void;
}

export function RegisterFields({ values, errors, update, onPlace }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const sexeId = useId();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <fieldset className="form-group">
        <legend>{t('register.identity')}</legend>
        <TextField
          label={t('register.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          maxLength={30}
          hint={t('register.usernameHint')}
          value={values.username}
          error={errors.username}
          onChange={(e) => update({ username: e.target.value })}
        />
        <div className="form-row">
          <TextField
            label={t('register.prenom')}
            name="prenom"
            autoComplete="given-name"
            required
            maxLength={100}
            value={values.prenom}
            error={errors.prenom}
            onChange={(e) => update({ prenom: e.target.value })}
          />
          <TextField
            label={t('register.nom')}
            name="nom"
            autoComplete="family-name"
            required
            maxLength={100}
            value={values.nom}
            error={errors.nom}
            onChange={(e) => update({ nom: e.target.value })}
          />
        </div>
        <TextField
          label={t('register.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={(e) => update({ email: e.target.value })}
        />
      </fieldset>

      <fieldset className="form-group">
        <legend>{t('register.birth')}</legend>
        <p className="field__hint">{t('register.birthHint')}</p>
        <TextField
          label={t('register.date')}
          name="date_naissance"
          type="date"
          required
          min="1900-01-01"
          max={today}
          value={values.date_naissance}
          error={errors.date_naissance}
          onChange={(e) => update({ date_naissance: e.target.value })}
        />
        <fieldset
          className={`radio-group${errors.sexe ? ' radio-group--invalid' : ''}`}
          aria-describedby={errors.sexe ? `${sexeId}-error` : undefined}
        >
          <legend>{t('register.sexe')}</legend>
          {(['femme', 'homme', ''] as const).map((s) => (
            <label key={s || 'none'} className="radio">
              <input
                type="radio"
                name="sexe"
                value={s}
                checked={values.sexe === s}
                aria-invalid={errors.sexe ? true : undefined}
                onChange={() => update({ sexe: s })}
              />
              {t(s ? `register.${s}` : 'register.sexeUnsaid')}
            </label>
          ))}
          {errors.sexe ? (
            <p id={`${sexeId}-error`} className="field-error">
              {errors.sexe}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('register.time')}
          name="heure_naissance"
          type="time"
          hint={t('register.timeHint')}
          value={values.heure_naissance}
          error={errors.heure_naissance}
          onChange={(e) => update({ heure_naissance: e.target.value })}
        />
        <PlaceCombobox
          label={t('register.place')}
          name="lieu_naissance"
          hint={t('register.placeHint')}
          text={values.placeText}
          selected={values.place}
          error={errors.lieu_naissance}
          onTextChange={(placeText) => update({ placeText })}
          onSelect={onPlace}
        />
      </fieldset>

      <fieldset className="form-group">
        <legend>{t('register.security')}</legend>
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(e) => update({ password: e.target.value })}
          after={<PasswordStrength password={values.password} refused={Boolean(errors.password)} />}
        />
        <PasswordField
          label={t('register.confirm')}
          name="confirm_password"
          autoComplete="new-password"
          required
          value={values.confirm_password}
          error={errors.confirm_password}
          onChange={(e) => update({ confirm_password: e.target.value })}
        />
      </fieldset>

      <CheckboxField
        label={t('register.adult')}
        name="is_adult"
        required
        checked={values.is_adult}
        error={errors.is_adult}
        onChange={(e) => update({ is_adult: e.target.checked })}
      />
      <CheckboxField
        label={
          <>
            {t('register.termsBefore')}
            <Link to={paths.terms} target="_blank" rel="noopener">
              {t('register.termsLink')}
              <span className="visually-hidden"> {t('common:ui.newTab')}</span>
            </Link>
            {t('register.termsMiddle')}
            <Link to={paths.privacy} target="_blank" rel="noopener">
              {t('register.privacyLink')}
              <span className="visually-hidden"> {t('common:ui.newTab')}</span>
            </Link>
            {t('register.termsAfter')}
          </>
        }
        name="accept_terms"
        required
        checked={values.accept_terms}
        error={errors.accept_terms}
        onChange={(e) => update({ accept_terms: e.target.checked })}
      />
    </>
  );
}
