import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReading } from '../api/get-reading';

/** "Lire" in a history row: both blocks of a past reading, fetched when opened. */
export function ReadingDetails({ id }: { id: string }) {
  const { t } = useTranslation('readings');
  const [open, setOpen] = useState(false);
  const detail = useReading(id, open);
  return (
    <div className="reading-details">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('history.hide') : t('history.read')}
      </button>
      {open && (
        <div className="reading-details__body">
          {detail.isPending && <p className="muted">{t('history.loading')}</p>}
          {detail.isError && <p className="form-error">{detail.error.message}</p>}
          {detail.data && (
            <>
              <h4>{t('result.symbolic')}</h4>
              <p className="reading-text">{detail.data.message_humain.trim() || t('result.emptyHuman')}</p>
              <h4>{t('result.intuitive')}</h4>
              <p className="reading-text">{detail.data.message_ai.trim() || t('result.emptyAi')}</p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
