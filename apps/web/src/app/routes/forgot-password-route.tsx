import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { ForgotPasswordPage } from '../../features/auth/components/auth-pages';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return <ForgotPasswordPage />;
}
