import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HomePage } from '#web/features/home/components/home-page.tsx';
import { LegalPageFrame } from '#web/features/legal/components/legal-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { SiteHeader } from './site-header';

/**
 * The first screen of a few pages, rendered at build time in Node from the app's own components
 * (build/app-shell.ts writes it into index.html): the header and the home's hero, or the header and a
 * legal page down to its introduction. What a visitor sees before the JavaScript has arrived is
 * therefore what React paints when it starts (createRoot then replaces it): same elements, same
 * classes, same texts. Rendered for a visitor (no session), in the classic theme.
 */
export const FIRST_SCREENS = {
  home: { path: paths.home, paths: [paths.home] },
  notice: { path: paths.legalNotice, paths: [paths.legalNotice] },
  privacy: { path: paths.privacy, paths: [paths.privacy, paths.privacyAlt] },
  terms: { path: paths.terms, paths: [paths.terms] },
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;
export type FirstScreenLang = 'fr' | 'en';

/** The same providers as the app's (app.tsx, lib/i18n.ts), for one address and one language. */
export function FirstScreenProviders({
  lang,
  location,
  resources,
  children,
}: {
  lang: FirstScreenLang;
  location: string;
  /** Every namespace the rendered components use, in both languages: `{ fr: { common: {…} } }`. */
  resources: Resource;
  children: ReactNode;
}) {
  const i18n = createInstance({
    resources,
    lng: lang,
    fallbackLng: 'fr',
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  void i18n.use(initReactI18next).init();
  // A query client that never fetches: the session is pending, as on a visitor's first frame.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function Screen({ screen }: { screen: FirstScreen }) {
  return (
    <>
      <SiteHeader />
      {screen === 'home' ? <HomePage onChooseOffer={() => {}} /> : <LegalPageFrame doc={screen} />}
    </>
  );
}

/** The static HTML of one first screen (React's prerender, every Suspense boundary resolved). */
export async function renderFirstScreen(
  screen: FirstScreen,
  lang: FirstScreenLang,
  resources: Resource,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <FirstScreenProviders lang={lang} location={FIRST_SCREENS[screen].path} resources={resources}>
      <Screen screen={screen} />
    </FirstScreenProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
