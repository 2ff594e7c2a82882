import { useId, type ReactNode } from 'react';

/** An on/off choice announced as a switch; `disabled` with `checked` for what is always on. */
export function SwitchField({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="switch-field">
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {description ? (
          <p id={`${id}-desc`} className="switch-field__desc">
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-desc` : undefined}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </div>
  );
}
