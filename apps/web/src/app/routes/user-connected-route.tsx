import '#web/styles/user-area.css';
import '#web/styles/domain-pages.css';
import '#web/styles/readings.css';
import '#web/styles/tarot.css';
import '#web/styles/card-library.css';
import { CardOfTheDay } from '#web/features/card-library/components/card-of-the-day.tsx';
import { AccessGuard } from '#web/features/domains/components/access-guard.tsx';
import { ConnectedWelcome } from '#web/features/domains/components/connected-welcome.tsx';
import { useSession } from '#web/lib/session.ts';
import { DomainWorkspace } from '#web/app/compose/domain-workspace.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';

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
