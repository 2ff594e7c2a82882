import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useReading } from '#web/features/readings/api/get-reading.ts';
import { ReadingBlocks } from './reading-blocks';

/** "Lire" in a history row: both blocks of a past reading, fetched when opened. */
export function ReadingDetails({ id }: { id: string }) {
  const { t } = useTranslation('readings');
  const [open, setOpen] = useState(false);
  const detail = useReading(id, open);
  const data = detail.data;
  return (
    <div className="reading-details">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('history.hide') : t('history.read')}
      </button>
      {open && (
        <div className="reading-details__body">
          {detail.isPending && <p className="muted">{t('history.loading')}</p>}
          {detail.isError && <p className="form-error">{detail.error.message}</p>}
          {data && (
            <ReadingBlocks
              title={data.title}
              messageHumain={data.message_humain}
              messageAi={data.message_ai}
              paragraphs={data.paragraphs}
              writer={data.writer}
              aiLabel={data.ai_label}
              keyFacts={data.facts_summary}
              lead={data.option === 1 ? 'answer' : 'summary'}
              level={3}
            />
          )}
        </div>
      )}
    </div>
  );
}
