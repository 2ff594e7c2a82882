import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroupField, SelectField } from '../../../components/ui/choice-field';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { HelpNotice } from '../../../components/ui/help-notice';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import { ORDER_ACCEPTANCE_FIELD } from '@arcanes/contracts/orders';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import { formatCents } from '../../../lib/money';
import { storedPlace, type Place } from '../../../lib/places';
import { questionRefusal } from '../../../lib/question-check';
import { requiredFields, type FieldSpec, type OptionFormSpec } from '../option-forms';
import { initialFormState, localToday, type ProfileDefaults } from '../prefill';
import type { LegendKey } from '../text-keys';

interface PlaceState {
  text: string;
  selected: Place | null;
}

export interface OptionFormProps {
  spec: OptionFormSpec;
  profile: ProfileDefaults;
  busy: boolean;
  /** The last request failed: the seed's "Erreur lors de la requête" under the form. */
  requestFailed: boolean;
  /** Per-field messages of the server's last refusal. */
  serverFields?: Record<string, string>;
  onSubmit: (body: Record<string, string>) => void;
  /** A visitor: ordering asks for an account first, before any field is checked (nothing is sent). */
  visitor?: boolean;
}

const AUTOCOMPLETE: Record<string, string> = {
  firstName: 'given-name',
  first_name: 'given-name',
  lastName: 'family-name',
  fullName: 'name',
};

/** One option's form: the account's data filled in, checked with the API's own contract before sending. */
export function OptionForm({
  spec,
  profile,
  busy,
  requestFailed,
  serverFields = {},
  onSubmit,
  visitor = false,
}: OptionFormProps) {
  const { t, i18n } = useTranslation('domains');
  const initial = useMemo(() => initialFormState(spec, profile), [spec, profile]);
  const [values, setValues] = useState(initial.values);
  const [places, setPlaces] = useState<Record<string, PlaceState>>(() =>
    Object.fromEntries(
      spec.fields
        .filter((f) => f.kind === 'place')
        .map((f) => [
          f.name,
          {
            text: initial.placeLabels[f.name] ?? '',
            selected: initial.placeLabels[f.name] ? storedPlace(profile.birthPlace) : null,
          },
        ]),
    ),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A question the site does not answer (self-harm, health, death): its help, and nothing is sent.
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const idBase = `${spec.domain}-${spec.option}`;
  // Tarot's form only opens the draw (free); the reading is ordered from the table afterwards.
  const paid = spec.domain !== 'tarot';
  const price = formatCents(priceCents(spec.option), i18n.language);
  // A birth time the clocks showed twice: the server asks (field time_fold) which one was meant.
  // Compatibility has two birth times, each with its own fold field (FieldSpec.fold).
  const [folds, setFolds] = useState<Record<string, string>>({});
  const timeField = spec.fields.find((f) => f.kind === 'time')?.name;
  const grouped = spec.fields.some((f) => f.legend);
  const fold = folds.time_fold ?? '';
  const askFold = !grouped && spec.domain === 'astrologie' && Boolean(serverFields.time_fold || fold);
  const asked = (name: string) => Boolean(serverFields[name] || folds[name]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (visitor) {
      onSubmit({});
      return;
    }
    const body: Record<string, string> = { ...values };
    // A chosen town goes as its id; a typed name is resolved by the server (or refused as ambiguous).
    for (const [name, p] of Object.entries(places)) body[name] = p.selected?.id ?? p.text.trim();
    for (const [name, value] of Object.entries(folds)) if (value && asked(name)) body[name] = value;
    const check = checkForm(
      spec.schema,
      { ...body, langage: i18n.language },
      i18n.language,
      requiredFields(spec),
    );
    if (!check.ok) {
      setErrors(check.fields);
      setFormError(check.missing ? t('form.allRequired') : t('form.checkFields'));
      return;
    }
    setErrors({});
    setFormError(null);
    const refused = questionRefusal(body.question, i18n.language);
    setRefusal(refused);
    if (refused) return;
    // The button says it orders and pays; the sentence beside it is accepted with the order.
    onSubmit(paid ? { ...body, [ORDER_ACCEPTANCE_FIELD]: 'true' } : body);
  };

  const field = (f: FieldSpec) => {
    const error = errors[f.name] ?? serverFields[f.name] ?? null;
    const label = t(`fields.${f.label}`);
    const hint = f.hint ? t(`hints.${f.hint}`) : f.optional ? t('form.optional') : undefined;
    const common = { name: f.name, error, hint, required: !f.optional };
    switch (f.kind) {
      case 'textarea':
        return (
          <TextAreaField
            key={f.name}
            label={label}
            {...common}
            rows={3}
            maxLength={1000}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      case 'text':
        return (
          <TextField
            key={f.name}
            label={label}
            {...common}
            type="text"
            maxLength={200}
            autoComplete={AUTOCOMPLETE[f.name]}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      case 'date':
        return (
          <TextField
            key={f.name}
            label={label}
            {...common}
            type="date"
            min={f.prefill === 'today' ? undefined : '1900-01-01'}
            max={f.prefill === 'today' ? undefined : localToday()}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      case 'time':
        return (
          <TextField
            key={f.name}
            label={label}
            {...common}
            type="time"
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      case 'place': {
        const p = places[f.name] ?? { text: '', selected: null };
        return (
          <PlaceCombobox
            key={f.name}
            label={label}
            name={f.name}
            text={p.text}
            selected={p.selected}
            error={error}
            hint={hint}
            required={!f.optional}
            onTextChange={(text) =>
              setPlaces((s) => ({ ...s, [f.name]: { ...(s[f.name] ?? { selected: null }), text } }))
            }
            onSelect={(selected) =>
              setPlaces((s) => ({ ...s, [f.name]: { text: s[f.name]?.text ?? '', selected } }))
            }
          />
        );
      }
      case 'sexe':
        return (
          <RadioGroupField
            key={f.name}
            label={label}
            name={`${idBase}-${f.name}`}
            error={error}
            required
            value={values[f.name] ?? ''}
            onChange={(v) => set(f.name, v)}
            choices={[
              { value: 'homme', label: t('values.homme') },
              { value: 'femme', label: t('values.femme') },
            ]}
          />
        );
      case 'select':
      case 'count':
        return (
          <SelectField
            key={f.name}
            label={label}
            {...common}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
            choices={
              f.kind === 'select'
                ? f.values.map((v) => ({ value: v, label: t(`values.${v}`) }))
                : (f.values ?? []).map((v) => ({ value: v, label: v }))
            }
          />
        );
    }
  };

  const foldChoice = (name: string, time: string) => (
    <RadioGroupField
      key={name}
      label={t('chart.foldLegend', { time })}
      name={`${idBase}-${name}`}
      error={folds[name] ? null : (serverFields[name] ?? null)}
      required
      value={folds[name] ?? ''}
      onChange={(v) => setFolds((s) => ({ ...s, [name]: v }))}
      choices={[
        { value: 'first', label: t('chart.foldFirst') },
        { value: 'second', label: t('chart.foldSecond') },
      ]}
    />
  );
  // Consecutive fields with the same legend form one fieldset (the two people of a compatibility).
  const groups: { legend: LegendKey | undefined; fields: FieldSpec[] }[] = [];
  for (const f of spec.fields) {
    const last = groups.at(-1);
    if (last && last.legend === f.legend) last.fields.push(f);
    else groups.push({ legend: f.legend, fields: [f] });
  }

  return (
    <form
      className="option-form"
      onSubmit={submit}
      noValidate
      aria-describedby={formError ? `${idBase}-form-error` : refusal ? `${idBase}-refusal` : undefined}
    >
      {grouped ? (
        groups.map((g) => (
          <fieldset key={g.legend} className="option-form__person">
            {g.legend && <legend>{t(`legends.${g.legend}`)}</legend>}
            <div className="option-form__fields">
              {g.fields.map((f) => [
                field(f),
                f.fold && asked(f.fold) ? foldChoice(f.fold, values[f.name] ?? '') : null,
              ])}
            </div>
          </fieldset>
        ))
      ) : (
        <div className="option-form__fields">
          {spec.fields.map(field)}
          {askFold && foldChoice('time_fold', timeField ? (values[timeField] ?? '') : '')}
        </div>
      )}
      {formError && (
        <p id={`${idBase}-form-error`} className="form-error" role="alert">
          {formError}
        </p>
      )}
      {refusal && <HelpNotice id={`${idBase}-refusal`} message={refusal} />}
      {paid && (
        <p id={`${idBase}-order-terms`} className="option-form__terms">
          {t('order.terms')}
        </p>
      )}
      <button
        type="submit"
        className="btn"
        disabled={busy}
        aria-describedby={paid ? `${idBase}-order-terms` : undefined}
      >
        {busy ? t('form.sending') : paid ? t('order.button', { price }) : t(`submit.${spec.submit}`)}
      </button>
      {requestFailed && (
        <p className="form-error" role="alert">
          {t('form.requestFailed')}
        </p>
      )}
    </form>
  );
}
