import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { LegalPage } from '../../features/legal/components/legal-page';

export function Component() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('notice.title'));
  return <LegalPage doc="notice" />;
}
