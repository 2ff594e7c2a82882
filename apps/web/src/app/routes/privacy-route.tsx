import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { LegalPage } from '../../features/legal/components/legal-page';

/** Served at both /confidentialite and /politique-de-confidentialite (the seed lists both). */
export function Component() {
  const { t } = useTranslation('legal');
  useDocumentTitle(t('privacy.title'));
  return <LegalPage doc="privacy" />;
}
