import '../../styles/user-area.css';
import '../../styles/readings.css';
import { HistoryPage } from '../../features/account/components/history-page';
import { ReadingDelivery } from '../../features/readings/components/reading-delivery';
import { ReadingDetails } from '../../features/readings/components/reading-details';
import { ReadingReview } from '../../features/reviews/components/reading-review';
import '../../styles/reviews.css';
import { SignedInOnly } from '../compose/signed-in-only';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

/** /user/history: the readings with their delivery (queued → writing → sent, PDF), the customer's review of each, and the AI history. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('history.title'));
  return (
    <SignedInOnly>
      <HistoryPage
        renderDelivery={(entry) => (
          <div className="history-item__delivery">
            <ReadingDelivery id={entry.id} status={entry.status} />
            <ReadingDetails id={entry.id} />
            <ReadingReview readingId={entry.id} status={entry.status} />
          </div>
        )}
      />
    </SignedInOnly>
  );
}
