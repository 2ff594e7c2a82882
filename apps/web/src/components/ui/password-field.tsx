import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { FieldFrame, describedBy } from './text-field';

type Props = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered under the input (the strength bar). */
  after?: ReactNode;
};

/** A password input with a show/hide toggle (the seed's eye button), keyboard and screen-reader friendly. */
export function PasswordField({ label, error, hint, after, required, ...input }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <div className="password-input">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z"
              fill="currentColor"
            />
            {shown ? null : (
              <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            )}
          </svg>
          <span className="visually-hidden">{t('ui.showPassword')}</span>
        </button>
      </div>
      {after}
    </FieldFrame>
  );
}
