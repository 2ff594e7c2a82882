import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format-date';
import { usePrompts } from '../api/get-prompts';
import { HistorySection } from './history-section';

/** The seed's AI prompt and response history: what was asked of the model, and what it said. */
export function PromptHistory() {
  const { t, i18n } = useTranslation('account');
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
          {history.map((p, i) => (
            <li key={`${p.date}-${i}`} className="history-item">
              <div className="history-item__head">
                <span className="history-item__what">{p.service}</span>
                <time className="muted small" dateTime={p.date}>
                  {formatInstant(p.date, i18n.language)}
                </time>
              </div>
              <details className="prompt-details">
                <summary>{t('prompts.prompt')}</summary>
                <pre className="prompt-text">{p.prompt}</pre>
              </details>
              <details className="prompt-details">
                <summary>{t('prompts.response')}</summary>
                <p className="reading-text">{p.response ?? t('prompts.noResponse')}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </HistorySection>
  );
}
