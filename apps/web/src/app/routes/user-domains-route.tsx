import '../../styles/user-area.css';
import '../../styles/domain-pages.css';
import '../../styles/readings.css';
import '../../styles/tarot.css';
import { AccessGuard } from '../../features/domains/components/access-guard';
import { DomainWorkspace } from '../compose/domain-workspace';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';

/** /choisir-un-domaine: the domain chooser; a visitor without access is told why, then taken home. */
export function Component() {
  const { t } = useTranslation('domains');
  useDocumentTitle(t('chooser.title'));
  return (
    <main id="main" className="page user-area">
      <AccessGuard>
        <DomainWorkspace />
      </AccessGuard>
    </main>
  );
}
