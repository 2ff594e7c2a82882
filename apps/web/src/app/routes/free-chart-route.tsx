import '#web/styles/free-tools.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { FreeChartPage } from '#web/features/free-tools/components/free-chart-page.tsx';
import { useDocumentMeta } from '#web/lib/document-title.ts';

/** /theme-astral and /en/birth-chart: the free birth chart (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.freeChart[i18n.language === 'en' ? 'en' : 'fr']);
  return <FreeChartPage />;
}
