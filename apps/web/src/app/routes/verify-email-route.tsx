import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { VerifyEmailPage } from '../../features/auth/components/auth-pages';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verify.title'));
  return <VerifyEmailPage />;
}
