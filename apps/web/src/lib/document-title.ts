import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.tsx';

/** Each page names itself in the browser tab (WCAG 2.4.2); the site's name comes last. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation('common');
  const site = t('meta.siteTitle');
  useEffect(() => {
    document.title = title ? `${title} — Arcanes` : site;
  }, [title, site]);
}

/**
 * A public page's title and description, the same words the server writes into the HTML it serves
 * for the address (search engines read those); kept in step when the visitor moves within the app.
 */
export function useDocumentMeta(meta: { title: string; description: string } | null | undefined): void {
  useDocumentTitle(meta?.title);
  const description = meta?.description;
  useEffect(() => {
    if (!description) return;
    const tag = document.querySelector('meta[name="description"]');
    const before = tag?.getAttribute('content') ?? null;
    tag?.setAttribute('content', description);
    return () => {
      if (before !== null) tag?.setAttribute('content', before);
    };
  }, [description]);
}
