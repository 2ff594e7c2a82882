import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

/** Served at both /confidentialite and /politique-de-confidentialite (the seed lists both). */
export function Component() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('privacy.title'));
  return <LegalPage doc="privacy" />;
}
