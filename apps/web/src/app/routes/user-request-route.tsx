import '#web/styles/user-area.css';
import '#web/styles/domain-pages.css';
import '#web/styles/readings.css';
import { AccessGuard } from '#web/features/domains/components/access-guard.tsx';
import { ConsultationRequest } from '#web/features/readings/components/consultation-request.tsx';
import { useWalletSync } from '#web/app/compose/use-wallet-sync.ts';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

/** /user/request: the question box and its answer (a paid reading, so behind the access guard). */
export function Component() {
  const { t } = useTranslation('readings');
  useDocumentTitle(t('request.title'));
  const syncWallet = useWalletSync();
  return (
    <main id="main" className="page narrow user-area">
      <AccessGuard>
        <ConsultationRequest onAnswered={syncWallet} />
      </AccessGuard>
    </main>
  );
}
