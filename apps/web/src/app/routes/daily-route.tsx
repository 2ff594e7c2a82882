import '#web/styles/free-tools.css';
import '#web/styles/card-library.css';
import '#web/styles/daily.css';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { PUBLIC_PAGE_META } from '@arcanes/contracts/public-pages';
import { DailyPage } from '#web/features/daily/components/daily-page.tsx';
import { CardFace } from '#web/features/card-library/components/card-face.tsx';
import { useDocumentMeta } from '#web/lib/document-title.ts';

/** /horoscope and /en/horoscope: the sky of the day and the twelve signs (the address says the language). */
export function Component() {
  const { i18n } = useTranslation();
  useDocumentMeta(PUBLIC_PAGE_META.horoscope[i18n.language === 'en' ? 'en' : 'fr']);
  return <DailyPage cardFace={(id, alt) => <CardFace id={id} alt={alt} width={120} />} />;
}
