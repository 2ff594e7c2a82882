import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import type { DomainHistoryEntry } from '#web/features/account/api/get-domain-history.ts';
import { AccountShell } from './account-shell';
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
    <AccountShell title={t('history.title')}>
      <DomainHistory renderDelivery={renderDelivery} />
      <PromptHistory />
    </AccountShell>
  );
}
