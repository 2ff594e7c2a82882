import { useTranslation } from '#web/lib/use-translation.tsx';
import { quoted } from '#web/lib/quote.ts';
import { formatInstant } from '#web/lib/format-date.ts';
import {
  usePrompts,
  type PromptHistory as PromptHistoryData,
} from '#web/features/account/api/get-prompts.ts';
import { splitAnswer } from '#web/features/account/split-answer.ts';
import { HistorySection } from './history-section';

type Entry = PromptHistoryData['history'][number];

function PromptEntry({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('account');
  const answer = entry.status === 'ok' && entry.response ? splitAnswer(entry.response) : null;
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
      {answer?.lead ? (
        <p className="reading-text prompt-item__answer">{answer.lead}</p>
      ) : (
        <p className="muted">{t('prompts.noResponse')}</p>
      )}
      {answer?.rest && (
        <details className="prompt-details">
          <summary>{t('prompts.more')}</summary>
          <p className="reading-text">{answer.rest}</p>
        </details>
      )}
      <p className="prompt-item__foot">
        <span className="muted small">{entry.writer_label}</span>
        <a className="small" href={`#reading-${entry.reading_id}`}>
          {t('prompts.open')}
        </a>
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
      items={prompts.data?.history}
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
