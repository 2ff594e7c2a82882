import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldFrame, describedBy } from './text-field';

export interface Choice {
  value: string;
  label: ReactNode;
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> & {
  label: ReactNode;
  choices: readonly Choice[];
  error?: string | null;
  hint?: ReactNode;
  /** Shown first with an empty value, when the field must be chosen rather than defaulted. */
  placeholder?: string;
};

/** A labelled <select> wired like the text fields (hint, error, aria-invalid). */
export function SelectField({ label, choices, error, hint, placeholder, required, ...select }: SelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

interface RadioGroupProps {
  label: ReactNode;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** Radio buttons in a fieldset whose legend is the question; the error is tied to the group. */
export function RadioGroupField({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  required,
  disabled,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={`field radio-group${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="radio-group__options">
        {choices.map((c) => (
          <label key={c.value} className="radio-group__option">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={c.value}
              checked={value === c.value}
              disabled={disabled}
              onChange={() => onChange(c.value)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
