import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { registerRequestSchema } from '@arcanes/contracts/accounts';
import { applyApiErrors, messagesOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { currentLang } from '#web/lib/i18n.ts';
import { markSignedIn, sessionQueryKey } from '#web/lib/session.ts';
import type { Place } from '#web/lib/places.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { postRegister } from '#web/features/auth/api/auth-api.ts';
import { RegisterFields, type RegisterValues } from './register-fields';
import '#web/styles/auth.css';

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
    // Gender, birth time and place are optional (issue 41): what is left empty is not sent.
    ...(v.sexe ? { sexe: v.sexe } : {}),
    date_naissance: v.date_naissance,
    ...(v.heure_naissance ? { heure_naissance: v.heure_naissance } : {}),
    ...(v.place?.id || v.placeText.trim() ? { lieu_naissance: v.place?.id ?? v.placeText.trim() } : {}),
    accept_terms: v.accept_terms,
    is_adult: v.is_adult,
    langage: lang,
  };
}

/** A registration's outcome: logged in (a new account), or a mail sent (the address has an account). */
export interface Registered {
  message: string;
  loggedIn: boolean;
}

/**
 * Every field of the registration with the API's own schema, the strength bar, show/hide toggles
 * and the birth-place autocomplete. The seed's messages: "Le formulaire présente une anomalie…"
 * (checked here), "Erreur lors de l'inscription : " + the server's message, "Inscription réussie !".
 * A new account is logged in by the answer itself (decision 0211): nothing to type again.
 */
export function RegisterForm({
  onSuccess,
  onSignedIn,
}: {
  onSuccess: (registered: Registered) => void;
  /** Told as the new session starts, before the session is read again. */
  onSignedIn?: () => void;
}) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const form = useContractForm(registerRequestSchema, {
    defaultValues: EMPTY,
    toRequest: toRegisterRequest,
    // Checked here too: the contract's cross-field rules only run once every field is well formed.
    check: (v) => ({
      ...(v.confirm_password && v.password !== v.confirm_password
        ? { confirm_password: 'password_mismatch' as const }
        : {}),
    }),
  });
  const values = form.watch();
  const { errors, isSubmitting: busy } = form.formState;
  const [message, setMessage] = useState<string | null>(null);

  const update = (patch: Partial<RegisterValues>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(k as keyof RegisterValues, v as never);
    // A field's message goes as it is changed (the place's text and choice are one field).
    const touched = Object.keys(patch).map((k) =>
      k === 'placeText' || k === 'place' ? 'lieu_naissance' : k,
    );
    const stale = touched.filter((k) => k in errors);
    if (stale.length) form.clearErrors(stale as never);
  };

  const onValid = async () => {
    // The request as typed (the contract's output trims, and the server parses it again).
    const request = toRegisterRequest(form.getValues(), currentLang());
    try {
      const answer = await postRegister(request as Parameters<typeof postRegister>[0]);
      form.reset(EMPTY);
      if (answer.user) {
        onSignedIn?.();
        markSignedIn(answer.user.id);
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
      onSuccess({ message: answer.message || t('register.success'), loggedIn: Boolean(answer.user) });
    } catch (error) {
      setMessage(
        `${t('register.failedPrefix')}${applyApiErrors(form, error, error instanceof Error ? error.message : '')}`,
      );
    }
  };

  return (
    <form
      className="auth-form register-form"
      noValidate
      onSubmit={(e) => {
        setMessage(null);
        submitWith(form, onValid, () => setMessage(t('register.anomaly')))(e);
      }}
    >
      <p className="form-legend">{t('ui.requiredLegend', { ns: 'common' })}</p>
      <RegisterFields
        values={values}
        errors={messagesOf(errors)}
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
