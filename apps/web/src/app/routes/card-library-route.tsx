import '../../styles/free-tools.css';
import '../../styles/card-library.css';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { CardLibraryPage } from '../../features/card-library/components/card-library-page';
import { useDocumentMeta } from '../../lib/document-title';

/** /tarot/cartes and /en/tarot/cards: the 78 cards (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.cardLibrary[i18n.language === 'en' ? 'en' : 'fr']);
  return <CardLibraryPage />;
}
