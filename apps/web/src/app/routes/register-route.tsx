import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { RegisterPage } from '#web/features/auth/components/auth-pages.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  return <RegisterPage />;
}
