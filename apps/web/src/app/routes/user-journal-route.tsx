import '../../styles/user-area.css';
import '../../styles/journal.css';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../../features/account/components/account-shell';
import { JournalPanel } from '../../features/journal/components/journal-panel';
import { useDocumentTitle } from '../../lib/document-title';
import { SignedInOnly } from '../compose/signed-in-only';

/** /user/journal: « Mon journal de tirages », a section of the account. */
export function Component() {
  const { t } = useTranslation('journal');
  useDocumentTitle(t('title'));
  return (
    <SignedInOnly>
      <AccountShell title={t('title')}>
        <p className="muted journal-intro">{t('intro')}</p>
        <JournalPanel />
      </AccountShell>
    </SignedInOnly>
  );
}
