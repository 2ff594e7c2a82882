import '../../styles/user-area.css';
import '../../styles/domain-pages.css';
import '../../styles/readings.css';
import '../../styles/tarot.css';
import '../../styles/card-library.css';
import { CardOfTheDay } from '../../features/card-library/components/card-of-the-day';
import { AccessGuard } from '../../features/domains/components/access-guard';
import { ConnectedWelcome } from '../../features/domains/components/connected-welcome';
import { useSession } from '../../lib/session';
import { DomainWorkspace } from '../compose/domain-workspace';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

/** /user/UserConnected: the connected area after login, with the domain pages. */
export function Component() {
  const { t } = useTranslation('domains');
  useDocumentTitle(t('connected.eyebrow'));
  return (
    <main id="main" className="page user-area">
      <AccessGuard>
        <Welcome />
        <CardOfTheDay />
        <DomainWorkspace />
      </AccessGuard>
    </main>
  );
}

function Welcome() {
  const { user } = useSession();
  return (
    <ConnectedWelcome name={user?.first_name || user?.username || ''} walletCents={user?.wallet_cents ?? 0} />
  );
}
