import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { quoted } from '#web/lib/quote.ts';
import { DOMAIN_NAMES, optionName } from '@arcanes/domain/catalogue/offers';
import { formatInstant } from '#web/lib/format-date.ts';
import { useDomainHistory, type DomainHistoryEntry } from '#web/features/account/api/get-domain-history.ts';
import { HistorySection } from './history-section';

interface Props {
  /** The reading's delivery status and its actions, supplied by the page. */
  renderDelivery?: (entry: DomainHistoryEntry) => ReactNode;
}

/** The seed's domain-choice history: when, which domain and option, period and question. */
export function DomainHistory({ renderDelivery }: Props) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const history = useDomainHistory();
  return (
    <HistorySection
      id="domain-history-title"
      title={t('history.domains')}
      query={history}
      items={history.data?.pages.flatMap((page) => page.history)}
      more={history}
      errorText={t('history.error')}
      emptyText={t('history.empty')}
    >
      {(entries) => (
        <ul className="history-list">
          {entries.map((entry) => (
            <li key={entry.id} id={`reading-${entry.id}`} className="history-item">
              <div className="history-item__head">
                <span className="history-item__what">
                  {DOMAIN_NAMES[entry.domaine][lang]} — {optionName(entry.domaine, entry.option, lang)}
                </span>
                <time className="muted small" dateTime={entry.created_at}>
                  {formatInstant(entry.created_at, lang)}
                </time>
              </div>
              {entry.question && <p className="history-item__question">{quoted(entry.question, lang)}</p>}
              {entry.period && (
                <p className="muted small">
                  {t('history.period')} {t(`period.${entry.period}`, { defaultValue: entry.period })}
                </p>
              )}
              {renderDelivery?.(entry)}
            </li>
          ))}
        </ul>
      )}
    </HistorySection>
  );
}
