import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { ConfirmationPage } from '#web/features/purchase/components/confirmation-page.tsx';

export function Component() {
  const { t } = useTranslation('purchase');
  useDocumentTitle(t('confirmation.pageTitle'));
  return <ConfirmationPage />;
}
