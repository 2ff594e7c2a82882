import '../../styles/user-area.css';
import '../../styles/sky.css';
import { useTranslation } from 'react-i18next';
import { AccountShell } from '../../features/account/components/account-shell';
import { SkyPanel } from '../../features/sky/components/sky-panel';
import { useDocumentTitle } from '../../lib/document-title';
import { SignedInOnly } from '../compose/signed-in-only';

/** /user/sky and /user/ciel-du-jour: « Mon ciel du jour », a section of the account. */
export function Component() {
  const { t } = useTranslation('sky');
  useDocumentTitle(t('title'));
  return (
    <SignedInOnly>
      <AccountShell title={t('title')}>
        <p className="muted sky-intro">{t('intro')}</p>
        <SkyPanel />
      </AccountShell>
    </SignedInOnly>
  );
}
