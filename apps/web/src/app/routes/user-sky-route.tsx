import '#web/styles/user-area.css';
import '#web/styles/sky.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { AccountShell } from '#web/features/account/components/account-shell.tsx';
import { SkyPanel } from '#web/features/sky/components/sky-panel.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { SignedInOnly } from '#web/app/compose/signed-in-only.tsx';

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
