import type { FieldSpec, OptionFormSpec, Prefill } from './option-forms';

/** What the account knows, used to fill the forms (the customer may change any of it). */
export interface ProfileDefaults {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** HH:MM */
  birthTime: string;
  birthPlace: { id: string; label: string; lat: number; lon: number } | null;
  sexe: 'homme' | 'femme' | '';
}

export interface AccountLike {
  first_name?: string | null;
  last_name?: string | null;
  date_naissance?: string | null;
  heure_naissance?: string | null;
  sexe?: 'homme' | 'femme' | null;
  birth_place?: { id: string; label: string; lat: number; lon: number } | null;
}

export function profileDefaults(user: AccountLike | null | undefined): ProfileDefaults {
  const date = user?.date_naissance ?? '';
  // The seed stores "YYYY-MM-DDTHH:MM" in date_naissance; the API also gives the time apart.
  const time = user?.heure_naissance ?? (date.length >= 16 ? date.slice(11, 16) : '');
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    birthDate: date.slice(0, 10),
    birthTime: time ? time.slice(0, 5) : '',
    birthPlace: user?.birth_place
      ? {
          id: user.birth_place.id,
          label: user.birth_place.label,
          lat: user.birth_place.lat,
          lon: user.birth_place.lon,
        }
      : null,
    sexe: user?.sexe ?? '',
  };
}

/** Today's date where the customer is (not UTC), as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function prefilled(kind: Prefill, p: ProfileDefaults, today: string): string {
  switch (kind) {
    case 'firstName':
      return p.firstName;
    case 'lastName':
      return p.lastName;
    case 'fullName':
      return [p.firstName, p.lastName].filter(Boolean).join(' ');
    case 'birthDate':
      return p.birthDate;
    case 'birthTime':
      return p.birthTime;
    case 'birthPlace':
      return p.birthPlace?.id ?? '';
    case 'sexe':
      return p.sexe;
    case 'today':
      return today;
  }
}

function initialOf(field: FieldSpec, p: ProfileDefaults, today: string): string {
  if (field.prefill) return prefilled(field.prefill, p, today);
  if (field.initial !== undefined) return field.initial;
  // A select starts on its first choice, as the seed's forms did; free text starts empty.
  return field.kind === 'select' ? (field.values?.[0] ?? '') : '';
}

export interface FormState {
  values: Record<string, string>;
  /** Shown in place fields: the chosen town's label (the value itself is its id). */
  placeLabels: Record<string, string>;
}

export function initialFormState(spec: OptionFormSpec, p: ProfileDefaults, today = localToday()): FormState {
  const values: Record<string, string> = {};
  const placeLabels: Record<string, string> = {};
  for (const field of spec.fields) {
    values[field.name] = initialOf(field, p, today);
    if (field.kind === 'place' && p.birthPlace && values[field.name] === p.birthPlace.id)
      placeLabels[field.name] = p.birthPlace.label;
  }
  return { values, placeLabels };
}
