import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { freeChartQuerySchema } from '@arcanes/contracts/free-tools';
import { RadioGroupField, SelectField } from '../../../components/ui/choice-field';
import { FormMessage } from '../../../components/ui/form-message';
import { PlaceCombobox } from '../../../components/ui/place-combobox';
import { CheckboxField, TextField } from '../../../components/ui/text-field';
import { checkForm, type FieldErrors } from '../../../lib/form-check';
import type { Place } from '../../../lib/places';

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
  const { t, i18n } = useTranslation('free-tools');
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [timeUnknown, setTimeUnknown] = useState(Boolean(initial.date) && !initial.time);
  const [system, setSystem] = useState(initial.system || 'placidus');
  const [fold, setFold] = useState(initial.fold);
  const [placeText, setPlaceText] = useState(addressPlace?.label ?? '');
  const [place, setPlace] = useState<Place | null>(addressPlace);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  // A shared link names its place by id: the place arrives with the chart.
  useEffect(() => {
    if (addressPlace && !place && !placeText) {
      setPlace(addressPlace);
      setPlaceText(addressPlace.label);
    }
  }, [addressPlace, place, placeText]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values: FreeChartInput = {
      date,
      time: timeUnknown ? '' : time,
      place: place?.id ?? '',
      fold: askFold ? fold : '',
      system,
    };
    const check = checkForm(freeChartQuerySchema, { ...values }, i18n.language, ['date', 'place']);
    const fields: FieldErrors = check.ok ? {} : { ...check.fields };
    if (!timeUnknown && !time) fields.time = t('chart.form.timeOrUnknown');
    if (fields.place && placeText.trim()) fields.place = t('chart.form.placeFromList');
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      setFormError(t('chart.form.check'));
      return;
    }
    setErrors({});
    setFormError(null);
    onSubmit(chartQuery(values), place);
  };

  const error = (name: string) => errors[name] ?? serverFields[name] ?? null;
  const message = formError ?? serverError;
  return (
    <form className="free-form card" noValidate onSubmit={submit} aria-describedby="free-chart-legend">
      <p id="free-chart-legend" className="form-legend">
        {t('ui.requiredLegend', { ns: 'common' })}
      </p>
      <div className="free-form__row">
        <TextField
          label={t('chart.form.date')}
          name="date"
          type="date"
          required
          min="1800-01-01"
          max="2199-12-31"
          value={date}
          error={error('date')}
          onChange={(e) => setDate(e.target.value)}
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
            onChange={(e) => setTime(e.target.value)}
          />
          <CheckboxField
            label={t('chart.form.timeUnknown')}
            name="time_unknown"
            checked={timeUnknown}
            onChange={(e) => setTimeUnknown(e.target.checked)}
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
        onTextChange={setPlaceText}
        onSelect={setPlace}
      />
      {askFold && (
        <RadioGroupField
          label={t('chart.form.foldLegend', { time })}
          name="fold"
          required
          value={fold}
          error={error('fold')}
          onChange={setFold}
          choices={[
            { value: 'first', label: t('chart.form.foldFirst') },
            { value: 'second', label: t('chart.form.foldSecond') },
          ]}
        />
      )}
      <SelectField
        label={t('chart.form.system')}
        name="system"
        value={system}
        error={error('system')}
        hint={t('chart.form.systemHint')}
        onChange={(e) => setSystem(e.target.value)}
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
