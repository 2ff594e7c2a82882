import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { ForgotPasswordPage } from '#web/features/auth/components/auth-pages.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return <ForgotPasswordPage />;
}
