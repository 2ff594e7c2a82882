import '../../styles/free-tools.css';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { FreeNumerologyPage } from '../../features/free-tools/components/free-numerology-page';
import { useDocumentMeta } from '../../lib/document-title';

/** /numerologie and /en/numerology: the free numerology (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.freeNumerology[i18n.language === 'en' ? 'en' : 'fr']);
  return <FreeNumerologyPage />;
}
