import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

export function Component() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('notice.title'));
  return <LegalPage doc="notice" />;
}
