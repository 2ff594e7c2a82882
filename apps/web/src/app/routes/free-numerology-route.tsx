import '#web/styles/free-tools.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { FreeNumerologyPage } from '#web/features/free-tools/components/free-numerology-page.tsx';
import { useDocumentMeta } from '#web/lib/document-title.ts';

/** /numerologie and /en/numerology: the free numerology (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.freeNumerology[i18n.language === 'en' ? 'en' : 'fr']);
  return <FreeNumerologyPage />;
}
