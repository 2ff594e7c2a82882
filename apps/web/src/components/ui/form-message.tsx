import type { ReactNode } from 'react';

/**
 * A form's outcome: errors are announced at once (role="alert"), successes politely (role="status").
 * Renders nothing without a message, but the live region for successes stays in the page so that
 * screen readers hear it when it fills.
 */
export function FormMessage({
  kind,
  children,
  id,
}: {
  kind: 'error' | 'success' | 'info';
  children?: ReactNode;
  id?: string;
}) {
  if (kind === 'error') {
    return children ? (
      <p id={id} className="form-message form-message--error" role="alert">
        <span aria-hidden="true" className="form-message__icon">
          !
        </span>
        <span>{children}</span>
      </p>
    ) : null;
  }
  return (
    <div id={id} role="status" aria-live="polite">
      {children ? <p className={`form-message form-message--${kind}`}>{children}</p> : null}
    </div>
  );
}
