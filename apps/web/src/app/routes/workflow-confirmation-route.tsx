import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { ConfirmationPage } from '../../features/purchase/components/confirmation-page';

export function Component() {
  const { t } = useTranslation('purchase');
  useDocumentTitle(t('confirmation.pageTitle'));
  return <ConfirmationPage />;
}
