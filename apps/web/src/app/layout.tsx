import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from '#web/lib/router.tsx';
import { useTranslation } from '#web/lib/use-translation.tsx';
import { countPageView } from '#web/lib/analytics.ts';
import { resendPendingConsentProof } from '#web/lib/consent.ts';
import { scrollToId } from '#web/lib/scroll.ts';
import { BackToTop } from '#web/components/ui/back-to-top.tsx';
import { ConsentBanner } from '#web/features/consent/components/consent-banner.tsx';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** In-page links (#tarifs, a table of contents) scroll smoothly and land 50 px below the top. */
function useSmoothAnchors() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = link?.getAttribute('href')?.slice(1);
      if (!id || !scrollToId(decodeURIComponent(id))) return;
      event.preventDefault();
      history.replaceState(history.state, '', `#${id}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useSmoothAnchors();
  // Counted only after analytics consent; leaving the page cancels the wait.
  useEffect(() => countPageView(pathname), [pathname]);
  useEffect(() => resendPendingConsentProof(), []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
      <BackToTop />
      <ConsentBanner />
      <ScrollRestoration />
    </>
  );
}
