import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerRequestSchema } from '@arcanes/contracts/accounts';
import { VALIDATION_MESSAGES } from '@arcanes/contracts/validation-messages';
import { ApiError } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import type { Place } from '../../../lib/places';
import { fieldErrorsFrom, type FieldErrors } from '../../../lib/validation';
import { FormMessage } from '../../../components/ui/form-message';
import { postRegister } from '../api/auth-api';
import { RegisterFields, type RegisterValues } from './register-fields';
import '../../../styles/auth.css';

const EMPTY: RegisterValues = {
  username: '',
  prenom: '',
  nom: '',
  email: '',
  password: '',
  confirm_password: '',
  sexe: '',
  date_naissance: '',
  heure_naissance: '',
  birth_time_unknown: false,
  placeText: '',
  place: null,
  is_adult: false,
  accept_terms: false,
};

/** The request as the API's contract reads it; the place is the chosen id, else the typed name. */
export function toRegisterRequest(v: RegisterValues, lang: 'fr' | 'en') {
  return {
    username: v.username,
    prenom: v.prenom,
    nom: v.nom,
    email: v.email,
    password: v.password,
    confirm_password: v.confirm_password,
    sexe: v.sexe,
    date_naissance: v.date_naissance,
    ...(v.birth_time_unknown ? { birth_time_unknown: true } : { heure_naissance: v.heure_naissance }),
    lieu_naissance: v.place?.id ?? v.placeText.trim(),
    accept_terms: v.accept_terms,
    is_adult: v.is_adult,
    langage: lang,
  };
}

/**
 * Every field of the registration with the API's own schema, the strength bar, show/hide toggles
 * and the birth-place autocomplete. The seed's messages: "Le formulaire présente une anomalie…"
 * (checked here), "Erreur lors de l'inscription : " + the server's message, "Inscription réussie !".
 */
export function RegisterForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (patch: Partial<RegisterValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    const touched = Object.keys(patch).map((k) =>
      k === 'placeText' || k === 'place'
        ? 'lieu_naissance'
        : k === 'birth_time_unknown'
          ? 'heure_naissance'
          : k,
    );
    if (touched.some((k) => errors[k]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage(null);
    const lang = currentLang();
    const request = toRegisterRequest(values, lang);
    const parsed = registerRequestSchema.safeParse(request);
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, lang);
    // Checked here too: the contract's cross-field rules only run once every field is well formed.
    if (!values.birth_time_unknown && !values.heure_naissance)
      found.heure_naissance ??= VALIDATION_MESSAGES.required[lang];
    if (values.confirm_password && values.password !== values.confirm_password)
      found.confirm_password ??= VALIDATION_MESSAGES.password_mismatch[lang];
    if (Object.keys(found).length) {
      setErrors(found);
      setMessage(t('register.anomaly'));
      const first = Object.keys(found)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await postRegister(request as Parameters<typeof postRegister>[0]);
      setValues(EMPTY);
      onSuccess(answer.message || t('register.success'));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setMessage(`${t('register.failedPrefix')}${error instanceof Error ? error.message : ''}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form register-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="form-legend">{t('common:ui.requiredLegend')}</p>
      <RegisterFields
        values={values}
        errors={errors}
        update={update}
        onPlace={(place: Place | null) => update({ place })}
      />
      <FormMessage kind="error">{message}</FormMessage>
      <button type="submit" className="btn btn--block btn--lg" disabled={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
