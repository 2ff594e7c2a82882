import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { ResetPasswordPage } from '../../features/auth/components/auth-pages';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  return <ResetPasswordPage />;
}
