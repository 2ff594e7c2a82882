import '#web/styles/user-area.css';
import '#web/styles/readings.css';
import { DOMAIN_HISTORY_KEY } from '#web/features/account/api/get-domain-history.ts';
import { HistoryPage } from '#web/features/account/components/history-page.tsx';
import { ReadingDelivery } from '#web/features/readings/components/reading-delivery.tsx';
import { ReadingDetails } from '#web/features/readings/components/reading-details.tsx';
import { ReadingReview } from '#web/features/reviews/components/reading-review.tsx';
import '#web/styles/reviews.css';
import { SignedInOnly } from '#web/app/compose/signed-in-only.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

/** /user/history: the readings with their delivery (queued → writing → sent, PDF), the customer's review of each, and the AI history. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('history.title'));
  return (
    <SignedInOnly>
      <History />
    </SignedInOnly>
  );
}

function History() {
  // Each delivered row offers its review: the row carries it, so it arrives with the list, not after it.
  const client = useQueryClient();
  return (
    <HistoryPage
      renderDelivery={(entry) => (
        <div className="history-item__delivery">
          <ReadingDelivery id={entry.id} status={entry.status} summary={entry} />
          <ReadingDetails id={entry.id} />
          <ReadingReview
            readingId={entry.id}
            status={entry.status}
            review={entry.review}
            onReviewed={() => void client.invalidateQueries({ queryKey: DOMAIN_HISTORY_KEY })}
          />
        </div>
      )}
    />
  );
}
