import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { freeNumerologyQuerySchema } from '@arcanes/contracts/free-tools';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';

export interface FreeNumerologyInput {
  name: string;
  birth_date: string;
  year: string;
}

interface Props {
  initial: FreeNumerologyInput;
  busy: boolean;
  serverFields: Record<string, string>;
  serverError: string | null;
  onSubmit: (query: URLSearchParams) => void;
}

/** Full birth name, birth date and (optionally) the year of the personal year; the API's own contract checks it. */
export function FreeNumerologyForm({ initial, busy, serverFields, serverError, onSubmit }: Props) {
  const { t } = useTranslation('free-tools');
  const form = useContractForm(freeNumerologyQuerySchema, {
    defaultValues: initial,
    toRequest: (v) => ({ ...v }),
    required: ['name', 'birth_date'],
  });
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);

  const onValid = () => {
    setFormError(null);
    const values = form.getValues();
    const q = new URLSearchParams({ name: values.name.trim(), birth_date: values.birth_date });
    if (values.year.trim()) q.set('year', values.year.trim());
    onSubmit(q);
  };

  const error = (name: string) => errorOf(errors, name) ?? serverFields[name] ?? null;
  const message = formError ?? serverError;
  return (
    <form
      className="free-form card"
      noValidate
      onSubmit={submitWith(form, onValid, () => setFormError(t('chart.form.check')))}
      aria-describedby="free-numbers-legend"
    >
      <p id="free-numbers-legend" className="form-legend">
        {t('ui.requiredLegend', { ns: 'common' })}
      </p>
      <TextField
        label={t('numerology.form.name')}
        required
        maxLength={200}
        autoComplete="name"

        error={error('name')}
        hint={t('numerology.form.nameHint')}
        {...form.register('name')}
      />
      <div className="free-form__row">
        <TextField
          label={t('numerology.form.birthDate')}
          type="date"
          required
          min="1800-01-01"
          max="2199-12-31"

          error={error('birth_date')}
          {...form.register('birth_date')}
        />
        <TextField
          label={t('numerology.form.year')}
          type="number"
          inputMode="numeric"
          min={1000}
          max={9999}

          error={error('year')}
          hint={t('numerology.form.yearHint')}
          {...form.register('year')}
        />
      </div>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button type="submit" className="btn btn--gold" disabled={busy} aria-disabled={busy}>
        {busy ? t('chart.form.busy') : t('numerology.form.submit')}
      </button>
    </form>
  );
}
