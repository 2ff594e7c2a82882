import { FormMessage } from './form-message';

interface Props {
  /** The form's error, announced above the buttons. */
  error?: string | null;
  pending: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs (the button is disabled meanwhile). */
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  cancelClassName?: string;
}

/** The end of an edit form: its error, then submit and cancel side by side. */
export function FormActions({
  error,
  pending,
  submitLabel,
  pendingLabel,
  cancelLabel,
  onCancel,
  cancelClassName = 'btn btn--quiet',
}: Props) {
  return (
    <>
      <FormMessage kind="error">{error}</FormMessage>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className={cancelClassName} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
