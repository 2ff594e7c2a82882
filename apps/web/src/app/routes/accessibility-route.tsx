import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

/** /accessibilite, /en/accessibility: the accessibility statement and the EAA information (decision 0291). */
export function Component() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('accessibility.title'));
  return <LegalPage doc="accessibility" />;
}
