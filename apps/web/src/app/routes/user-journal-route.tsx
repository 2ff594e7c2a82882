import '#web/styles/user-area.css';
import '#web/styles/journal.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { AccountShell } from '#web/features/account/components/account-shell.tsx';
import { JournalPanel } from '#web/features/journal/components/journal-panel.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { SignedInOnly } from '#web/app/compose/signed-in-only.tsx';

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
