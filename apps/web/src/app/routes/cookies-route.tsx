import { useTranslation } from '#web/lib/use-translation.tsx';
import { useDocumentTitle } from '#web/lib/document-title.ts';
import { CookiesPage } from '#web/features/consent/components/cookies-page.tsx';

export function Component() {
  const { t } = useTranslation('consent');
  useDocumentTitle(t('page.title'));
  return <CookiesPage />;
}
