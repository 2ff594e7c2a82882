import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { LoginPage } from '#web/features/auth/components/auth-pages.tsx';

/** /user/UserLogin, and /user/profile for visitors. */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginPage />;
}
