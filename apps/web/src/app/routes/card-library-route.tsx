import '#web/styles/free-tools.css';
import '#web/styles/card-library.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { CardLibraryPage } from '#web/features/card-library/components/card-library-page.tsx';
import { useDocumentMeta } from '#web/lib/document-title.ts';

/** /tarot/cartes and /en/tarot/cards: the 78 cards (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.cardLibrary[i18n.language === 'en' ? 'en' : 'fr']);
  return <CardLibraryPage />;
}
