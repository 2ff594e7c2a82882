import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { FocusWrap } from './focus-wrap';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question in a modal dialog; the safe answer (cancel) has the focus first. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy="confirm-title"
      describedBy="confirm-text"
      className="admin-dialog"
    >
      <FocusWrap>
        <h2 id="confirm-title">{title}</h2>
        <div id="confirm-text">{children}</div>
        <FormMessage kind="error">{error}</FormMessage>
        <div className="form-actions">
          <button type="button" className="btn btn--quiet" onClick={onClose} autoFocus>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'btn btn--danger' : 'btn'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending ? t('status.saving') : confirmLabel}
          </button>
        </div>
      </FocusWrap>
    </Dialog>
  );
}
