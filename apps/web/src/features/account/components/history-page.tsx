import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { DomainHistoryEntry } from '../api/get-domain-history';
import { DomainHistory } from './domain-history';
import { PromptHistory } from './prompt-history';

/** /user/history: every reading with its delivery, and the AI's prompts and answers. */
export function HistoryPage({
  renderDelivery,
}: {
  renderDelivery?: (entry: DomainHistoryEntry) => ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <main id="main" className="page account-page">
      <header className="page-head">
        <h1>{t('history.title')}</h1>
        <div className="page-head__actions">
          <Link className="btn btn--outline" to={paths.user.profile}>
            {t('actions.account')}
          </Link>
        </div>
      </header>
      <DomainHistory renderDelivery={renderDelivery} />
      <PromptHistory />
    </main>
  );
}
