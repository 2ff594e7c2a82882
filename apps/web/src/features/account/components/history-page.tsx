import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDomainHistory, type DomainHistoryEntry } from '#web/features/account/api/get-domain-history.ts';
import { usePrompts } from '#web/features/account/api/get-prompts.ts';
import { AccountShell } from './account-shell';
import { DomainHistory } from './domain-history';
import { PromptHistory } from './prompt-history';

/**
 * /user/history: every reading with its delivery and its review, and the AI's prompts and answers. Both
 * lists arrive before anything is drawn (each row carries what it shows), in a frame at least as
 * tall as the screen: nothing already on screen is pushed down when they arrive (layout shift 0,
 * issue 37; it was 0,58–0,61 when the prompts were drawn first and pushed down by the readings).
 */
export function HistoryPage({
  renderDelivery,
}: {
  renderDelivery?: (entry: DomainHistoryEntry) => ReactNode;
}) {
  const { t } = useTranslation('account');
  const history = useDomainHistory();
  const prompts = usePrompts();
  const ready = !history.isPending && !prompts.isPending;
  return (
    <AccountShell title={t('history.title')}>
      <div className="history-page">
        {ready ? (
          <>
            <DomainHistory renderDelivery={renderDelivery} />
            <PromptHistory />
          </>
        ) : (
          <p className="muted" aria-busy="true">
            {t('loading')}
          </p>
        )}
      </div>
    </AccountShell>
  );
}
