import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/format-date';
import { usePrompts } from '../api/get-prompts';

/** The seed's AI prompt and response history: what was asked of the model, and what it said. */
export function PromptHistory() {
  const { t, i18n } = useTranslation('account');
  const prompts = usePrompts();
  return (
    <section className="card history-section" aria-labelledby="prompt-history-title">
      <h2 id="prompt-history-title">{t('prompts.title')}</h2>
      <p className="muted small">{t('prompts.intro')}</p>
      {prompts.isPending && <p className="muted">{t('loading')}</p>}
      {prompts.isError && (
        <p className="form-error" role="alert">
          {t('prompts.error')}
        </p>
      )}
      {prompts.data && prompts.data.history.length === 0 && <p className="muted">{t('prompts.empty')}</p>}
      {prompts.data && prompts.data.history.length > 0 && (
        <ul className="history-list">
          {prompts.data.history.map((p, i) => (
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
    </section>
  );
}
