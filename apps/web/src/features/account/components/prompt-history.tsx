import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { quoted } from '#web/lib/quote.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import {
  usePrompts,
  useWholeAnswer,
  type PromptHistory as PromptHistoryData,
} from '#web/features/account/api/get-prompts.ts';
import { HistorySection } from './history-section';

type Entry = PromptHistoryData['history'][number];

/** The whole answer, fetched when the customer opens it: the list carries only its opening. */
function WholeAnswer({ readingId }: { readingId: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const whole = useWholeAnswer(readingId, open);
  return (
    <div className="prompt-details">
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? t('prompts.less') : t('prompts.more')}
      </button>
      {open && whole.isPending && <p className="muted small">{t('prompts.answerLoading')}</p>}
      {open && whole.isError && <p className="form-error">{t('prompts.answerError')}</p>}
      {open && whole.data && <p className="reading-text">{whole.data.message_ai}</p>}
    </div>
  );
}

function PromptEntry({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('account');
  return (
    <li className="history-item prompt-item">
      <div className="history-item__head">
        <span className="history-item__what">{entry.service}</span>
        <time className="muted small" dateTime={entry.date}>
          {formatInstant(entry.date, i18n.language)}
        </time>
      </div>
      <p className="history-item__question">
        <span className="prompt-item__label">{t(entry.question ? 'prompts.question' : 'prompts.asked')}</span>{' '}
        {entry.question ? quoted(entry.question, i18n.language) : entry.prompt}
      </p>
      <p className="prompt-item__label">{t('prompts.response')}</p>
      {entry.status === 'ok' && entry.response ? (
        <p className="reading-text prompt-item__answer">{entry.response}</p>
      ) : (
        <p className="muted">{t('prompts.noResponse')}</p>
      )}
      {entry.status === 'ok' && entry.response && !entry.response_complete && (
        <WholeAnswer readingId={entry.reading_id} />
      )}
      <p className="prompt-item__foot">
        <span className="muted small">{entry.writer_label}</span>
      </p>
    </li>
  );
}

/**
 * The seed's prompt history, as a customer should see it: for each written reading, the question
 * (or what was bought), the date, the service in words and the answer, with what wrote it. Never
 * the instructions or the data sent to a model: administrators see those.
 */
export function PromptHistory() {
  const { t } = useTranslation('account');
  const prompts = usePrompts();
  return (
    <HistorySection
      id="prompt-history-title"
      title={t('prompts.title')}
      intro={<p className="muted small">{t('prompts.intro')}</p>}
      query={prompts}
      items={prompts.data?.pages.flatMap((page) => page.history)}
      more={prompts}
      errorText={t('prompts.error')}
      emptyText={t('prompts.empty')}
    >
      {(history) => (
        <ul className="history-list">
          {history.map((p) => (
            <PromptEntry key={p.reading_id} entry={p} />
          ))}
        </ul>
      )}
    </HistorySection>
  );
}
