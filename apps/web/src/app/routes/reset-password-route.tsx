import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { ResetPasswordPage } from '#web/features/auth/components/auth-pages.tsx';

export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  return <ResetPasswordPage />;
}
