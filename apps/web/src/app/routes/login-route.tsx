import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { LoginPage } from '../../features/auth/components/auth-pages';

/** /user/UserLogin, and /user/profile for visitors. */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginPage />;
}
