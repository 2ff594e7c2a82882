import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { CookiesPage } from '../../features/consent/components/cookies-page';

export function Component() {
  const { t } = useTranslation('consent');
  useDocumentTitle(t('page.title'));
  return <CookiesPage />;
}
