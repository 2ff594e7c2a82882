import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error, wired together (aria-describedby, aria-invalid set by the control). */
export function FieldFrame({ id, label, error, hint, required, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** The control's own props, `ref` included (a form library registers the input through it). */
type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, required, ...area }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
      />
    </FieldFrame>
  );
}

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
};

export function CheckboxField({ label, error, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`check${error ? ' check--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
