import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { RadioGroupField, SelectField } from '#web/components/ui/choice-field.tsx';
import { PlaceCombobox } from '#web/components/ui/place-combobox.tsx';
import { HelpNotice } from '#web/components/ui/help-notice.tsx';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { priceCents } from '@arcanes/domain/catalogue/offers';
import { ORDER_ACCEPTANCE_FIELD } from '@arcanes/contracts/orders';
import { errorOf, hasMissing, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import { formatCents } from '#web/lib/money.ts';
import { storedPlace, type Place } from '#web/lib/places.ts';
import { isFor, readPendingOrder, storePendingOrder } from '#web/lib/pending-order.ts';
import { placeSchema } from '@arcanes/contracts/places';
import { questionRefusal } from '#web/lib/question-refusal.ts';
import { requiredFields, type FieldSpec, type OptionFormSpec } from '#web/features/domains/option-forms.ts';
import { initialFormState, localToday, type ProfileDefaults } from '#web/features/domains/prefill.ts';
import type { LegendKey } from '#web/features/domains/text-keys.ts';

interface PlaceState {
  text: string;
  selected: Place | null;
}

/** Each field and fold by its name (as typed); each place field's typed text and chosen town under `placeKey`. */
type OptionValues = Record<string, string | PlaceState>;

const placeKey = (name: string) => `${name}__place`;
const textOf = (v: OptionValues, name: string) => {
  const value = v[name];
  return typeof value === 'string' ? value : '';
};
const placeOf = (v: OptionValues, name: string): PlaceState => {
  const value = v[placeKey(name)];
  return typeof value === 'object' ? value : { text: '', selected: null };
};

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

/** A visitor's answers kept while they made an account (decision 0315), read back as form values. */
function savedValues(saved: Record<string, unknown>): OptionValues {
  const values: OptionValues = {};
  for (const [name, value] of Object.entries(saved)) {
    if (typeof value === 'string') values[name] = value;
    else if (name.endsWith('__place') && value && typeof value === 'object') {
      const p = value as { text?: unknown; selected?: unknown };
      const selected = placeSchema.safeParse(p.selected);
      values[name] = {
        text: typeof p.text === 'string' ? p.text : '',
        selected: selected.success ? selected.data : null,
      };
    }
  }
  return values;
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
  const idBase = `${spec.domain}-${spec.option}`;
  // Tarot's form only opens the draw (free); the reading is ordered from the table afterwards.
  const paid = spec.domain !== 'tarot';
  const price = formatCents(priceCents(spec.option), i18n.language);
  // A birth time the clocks showed twice: the server asks (field time_fold) which one was meant.
  // Compatibility has two birth times, each with its own fold field (FieldSpec.fold).
  const foldNames = new Set(['time_fold', ...spec.fields.flatMap((f) => (f.fold ? [f.fold] : []))]);
  // What a visitor typed before making an account comes back in the form (read once, at opening).
  const [saved] = useState(() => {
    const order = readPendingOrder();
    return order?.stage === 'form' && isFor(order, spec.domain, spec.option)
      ? savedValues(order.values)
      : null;
  });
  useEffect(() => {
    if (saved && !visitor) storePendingOrder(null);
  }, [saved, visitor]);
  const form = useContractForm(spec.schema, {
    defaultValues: {
      ...initial.values,
      ...Object.fromEntries(
        spec.fields
          .filter((f) => f.kind === 'place')
          .map((f) => [
            placeKey(f.name),
            {
              text: initial.placeLabels[f.name] ?? '',
              selected: initial.placeLabels[f.name] ? storedPlace(profile.birthPlace) : null,
            },
          ]),
      ),
      ...saved,
    } as OptionValues,
    toRequest: (v, langage) => ({ ...requestOf(v), langage }),
    required: requiredFields(spec),
  });
  const values = form.watch();
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  // A question the site does not answer (self-harm, health, death): its help, and nothing is sent.
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = (name: string) => textOf(values, name);
  const timeField = spec.fields.find((f) => f.kind === 'time')?.name;
  const grouped = spec.fields.some((f) => f.legend);
  const askFold =
    !grouped && spec.domain === 'astrologie' && Boolean(serverFields.time_fold || text('time_fold'));
  const asked = (name: string) => Boolean(serverFields[name] || text(name));

  /** The body as the API reads it: the fields as typed, a chosen town as its id (a typed name is resolved by the server), an asked fold. */
  function requestOf(v: OptionValues): Record<string, string> {
    const body: Record<string, string> = {};
    for (const [name, value] of Object.entries(v))
      if (typeof value === 'string' && !foldNames.has(name)) body[name] = value;
    for (const f of spec.fields)
      if (f.kind === 'place') {
        const p = placeOf(v, f.name);
        body[f.name] = p.selected?.id ?? p.text.trim();
      }
    for (const name of foldNames) {
      const value = textOf(v, name);
      if (value) body[name] = value;
    }
    return body;
  }

  const onValid = () => {
    setFormError(null);
    const body = requestOf(form.getValues());
    const refused = questionRefusal(body.question, i18n.language);
    setRefusal(refused);
    if (refused) return;
    // The button says it orders and pays; the sentence beside it is accepted with the order.
    onSubmit(paid ? { ...body, [ORDER_ACCEPTANCE_FIELD]: 'true' } : body);
  };
  const submit = visitor
    ? // A visitor: ordering asks for an account first, before any field is checked (nothing is sent).
      (e: FormEvent) => {
        e.preventDefault();
        // Kept for their return with an account: they will not type it again (decision 0315).
        storePendingOrder({
          stage: 'form',
          domain: spec.domain,
          option: spec.option,
          values: form.getValues(),
          created_at: Date.now(),
        });
        onSubmit({});
      }
    : submitWith(form, onValid, (found) =>
        setFormError(hasMissing(found) ? t('form.allRequired') : t('form.checkFields')),
      );

  const field = (f: FieldSpec) => {
    const error = errorOf(errors, f.name) ?? serverFields[f.name] ?? null;
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
            {...form.register(f.name)}
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
            {...form.register(f.name)}
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
            {...form.register(f.name)}
          />
        );
      case 'time':
        return <TextField key={f.name} label={label} {...common} type="time" {...form.register(f.name)} />;
      case 'place': {
        const p = placeOf(values, f.name);
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
            onTextChange={(typed) =>
              form.setValue(placeKey(f.name), { ...placeOf(form.getValues(), f.name), text: typed })
            }
            onSelect={(selected) =>
              form.setValue(placeKey(f.name), { text: placeOf(form.getValues(), f.name).text, selected })
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
            value={text(f.name)}
            onChange={(v) => form.setValue(f.name, v)}
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
            {...form.register(f.name)}
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
      error={text(name) ? null : (errorOf(errors, name) ?? serverFields[name] ?? null)}
      required
      value={text(name)}
      onChange={(v) => form.setValue(name, v)}
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
                f.fold && asked(f.fold) ? foldChoice(f.fold, text(f.name)) : null,
              ])}
            </div>
          </fieldset>
        ))
      ) : (
        <div className="option-form__fields">
          {spec.fields.map(field)}
          {askFold && foldChoice('time_fold', timeField ? text(timeField) : '')}
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
