import '../../styles/user-area.css';
import '../../styles/domain-pages.css';
import '../../styles/readings.css';
import { AccessGuard } from '../../features/domains/components/access-guard';
import { ConsultationRequest } from '../../features/readings/components/consultation-request';
import { useWalletSync } from '../compose/use-wallet-sync';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

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
