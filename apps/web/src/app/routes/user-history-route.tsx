import '#web/styles/user-area.css';
import '#web/styles/readings.css';
import { HistoryPage } from '#web/features/account/components/history-page.tsx';
import { ReadingDelivery } from '#web/features/readings/components/reading-delivery.tsx';
import { ReadingDetails } from '#web/features/readings/components/reading-details.tsx';
import { ReadingReview } from '#web/features/reviews/components/reading-review.tsx';
import { useMyReviews } from '#web/features/reviews/api/reviews.ts';
import '#web/styles/reviews.css';
import { SignedInOnly } from '#web/app/compose/signed-in-only.tsx';
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
  // Each delivered row offers its review: the reviews arrive with the lists, not after them.
  const reviews = useMyReviews();
  return (
    <HistoryPage
      pending={reviews.isPending}
      renderDelivery={(entry) => (
        <div className="history-item__delivery">
          <ReadingDelivery id={entry.id} status={entry.status} summary={entry} />
          <ReadingDetails id={entry.id} />
          <ReadingReview readingId={entry.id} status={entry.status} />
        </div>
      )}
    />
  );
}
