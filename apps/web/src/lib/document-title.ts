import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the browser tab (WCAG 2.4.2); the site's name comes last. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const site = t('meta.siteTitle');
  useEffect(() => {
    document.title = title ? `${title} — Arcanes` : site;
  }, [title, site]);
}
