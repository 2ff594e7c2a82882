import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { freeChartQuerySchema } from '@arcanes/contracts/free-tools';
import { RadioGroupField, SelectField } from '#web/components/ui/choice-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PlaceCombobox } from '#web/components/ui/place-combobox.tsx';
import { CheckboxField, TextField } from '#web/components/ui/text-field.tsx';
import { errorOf, submitWith, useContractForm } from '#web/lib/contract-form.ts';
import type { Place } from '#web/lib/places.ts';

export interface FreeChartInput {
  date: string;
  time: string;
  place: string;
  fold: string;
  system: string;
}

interface Props {
  initial: FreeChartInput;
  /** The place in the address, once the server has named it. */
  addressPlace: Place | null;
  busy: boolean;
  /** The server's refusal: per-field messages, a message for the whole form, whether to ask the fold. */
  serverFields: Record<string, string>;
  serverError: string | null;
  askFold: boolean;
  onSubmit: (query: URLSearchParams, place: Place | null) => void;
}

/** The query string in the order the server writes its share link, defaults left out. */
export function chartQuery(input: FreeChartInput): URLSearchParams {
  const q = new URLSearchParams({ date: input.date });
  if (input.time) q.set('time', input.time);
  q.set('place', input.place);
  if (input.fold && input.time) q.set('fold', input.fold);
  if (input.system && input.system !== 'placidus') q.set('system', input.system);
  return q;
}

interface FreeChartValues {
  date: string;
  time: string;
  timeUnknown: boolean;
  system: string;
  fold: string;
  placeText: string;
  place: Place | null;
}

/** The form's values as the query reads them: the chosen town's id, the fold only when asked. */
function chartInput(v: FreeChartValues, askFold: boolean): FreeChartInput {
  return {
    date: v.date,
    time: v.timeUnknown ? '' : v.time,
    place: v.place?.id ?? '',
    fold: askFold ? v.fold : '',
    system: v.system,
  };
}

/** Birth date, time (or « unknown »), place and house system; checked with the API's own contract. */
export function FreeChartForm({
  initial,
  addressPlace,
  busy,
  serverFields,
  serverError,
  askFold,
  onSubmit,
}: Props) {
  const { t } = useTranslation('free-tools');
  const form = useContractForm(freeChartQuerySchema, {
    defaultValues: {
      date: initial.date,
      time: initial.time,
      timeUnknown: Boolean(initial.date) && !initial.time,
      system: initial.system || 'placidus',
      fold: initial.fold,
      placeText: addressPlace?.label ?? '',
      place: addressPlace,
    } satisfies FreeChartValues as FreeChartValues,
    toRequest: (v) => ({ ...chartInput(v, askFold) }),
    required: ['date', 'place'],
    // The form's own words: a time or « unknown », and a town chosen from the list.
    check: (v) => ({
      ...(!v.timeUnknown && !v.time ? { time: { message: t('chart.form.timeOrUnknown') } } : {}),
      ...(!v.place && v.placeText.trim() ? { place: { message: t('chart.form.placeFromList') } } : {}),
    }),
  });
  const { errors } = form.formState;
  const [time, timeUnknown, fold, placeText, place] = form.watch([
    'time',
    'timeUnknown',
    'fold',
    'placeText',
    'place',
  ]);
  const [formError, setFormError] = useState<string | null>(null);

  // A shared link names its place by id: the place arrives with the chart.
  useEffect(() => {
    if (addressPlace && !place && !placeText) {
      form.setValue('place', addressPlace);
      form.setValue('placeText', addressPlace.label);
    }
  }, [addressPlace, place, placeText, form]);

  const onValid = () => {
    setFormError(null);
    const values = form.getValues();
    onSubmit(chartQuery(chartInput(values, askFold)), values.place);
  };

  const error = (name: string) => errorOf(errors, name) ?? serverFields[name] ?? null;
  const message = formError ?? serverError;
  return (
    <form
      className="free-form card"
      noValidate
      onSubmit={submitWith(form, onValid, () => setFormError(t('chart.form.check')))}
      aria-describedby="free-chart-legend"
    >
      <p id="free-chart-legend" className="form-legend">
        {t('ui.requiredLegend', { ns: 'common' })}
      </p>
      <div className="free-form__row">
        <TextField
          label={t('chart.form.date')}
          type="date"
          required
          min="1800-01-01"
          max="2199-12-31"
          error={error('date')}
          {...form.register('date')}
        />
        <div className="free-form__time">
          <TextField
            label={t('chart.form.time')}
            name="time"
            type="time"
            required={!timeUnknown}
            disabled={timeUnknown}
            value={timeUnknown ? '' : time}
            error={timeUnknown ? null : error('time')}
            hint={t('chart.form.timeHint')}
            onChange={(e) => form.setValue('time', e.target.value)}
          />
          <CheckboxField
            label={t('chart.form.timeUnknown')}
            name="time_unknown"
            checked={timeUnknown}
            onChange={(e) => form.setValue('timeUnknown', e.target.checked)}
          />
        </div>
      </div>
      <PlaceCombobox
        label={t('chart.form.place')}
        name="place"
        required
        text={placeText}
        selected={place}
        hint={t('chart.form.placeHint')}
        error={error('place')}
        onTextChange={(text) => form.setValue('placeText', text)}
        onSelect={(chosen) => form.setValue('place', chosen)}
      />
      {askFold && (
        <RadioGroupField
          label={t('chart.form.foldLegend', { time })}
          name="fold"
          required
          value={fold}
          error={error('fold')}
          onChange={(chosen) => form.setValue('fold', chosen)}
          choices={[
            { value: 'first', label: t('chart.form.foldFirst') },
            { value: 'second', label: t('chart.form.foldSecond') },
          ]}
        />
      )}
      <SelectField
        label={t('chart.form.system')}
        error={error('system')}
        hint={t('chart.form.systemHint')}
        {...form.register('system')}
        choices={[
          { value: 'placidus', label: t('chart.systems.placidus') },
          { value: 'whole_sign', label: t('chart.systems.whole_sign') },
          { value: 'equal', label: t('chart.systems.equal') },
        ]}
      />
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button type="submit" className="btn btn--gold" disabled={busy} aria-disabled={busy}>
        {busy ? t('chart.form.busy') : t('chart.form.submit')}
      </button>
    </form>
  );
}
