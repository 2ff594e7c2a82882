import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Translator } from '#web/lib/translator.ts';
import { TranslatorProvider } from '#web/lib/use-translation.tsx';
import { StaticRouter } from '#web/lib/router.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReadingDataResponse } from '@arcanes/contracts/reading-data';
import { formatCents } from '@arcanes/domain/money/cents';
import { HomePage } from '#web/features/home/components/home-page.tsx';
import { LegalPageFrame } from '#web/features/legal/components/legal-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { READING_DATA_QUERY_KEY, sessionQueryKey, type SessionUser } from '#web/lib/session.ts';
import { Component as ChooserPage } from './routes/user-domains-route';
import { Component as ConnectedPage } from './routes/user-connected-route';
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
/** Every namespace the rendered components use, in both languages: `{ fr: { common: {…} } }`. */
export type Resource = Record<string, Record<string, Record<string, unknown>>>;

/** The same providers as the app's (app.tsx, lib/i18n.ts), for one address and one language. */
export function FirstScreenProviders({
  lang,
  location,
  resources,
  session = null,
  children,
}: {
  lang: FirstScreenLang;
  location: string;
  /** A customer's first screen: the session and reading-data queries as the page seeds them (0249). */
  session?: { user: SessionUser; readingData: ReadingDataResponse } | null;
  /** Every namespace the rendered components use, in both languages: `{ fr: { common: {…} } }`. */
  resources: Resource;
  children: ReactNode;
}) {
  const i18n = new Translator({ lng: lang, fallbackLng: 'fr', resources });
  // A query client that never fetches: the session is pending, as on a visitor's first frame.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  if (session) {
    queryClient.setQueryData(sessionQueryKey, session.user);
    queryClient.setQueryData(READING_DATA_QUERY_KEY, session.readingData);
  }
  return (
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </QueryClientProvider>
    </TranslatorProvider>
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

/**
 * The first screen of two customer pages (decision 0251): the chooser and the connected page as their
 * route renders them first for a signed-in customer — header with the balance, the reading-data notice
 * while it is not accepted, the page. Not in index.html: the server puts the page's two copies (French,
 * English) into a customer's page only, with the customer's values in the slots (`<!--slot:name-->`),
 * written as text (apps/api/src/plugins/session-boot.ts). A visitor's page carries none.
 */
export const CUSTOMER_SCREENS = {
  domains: { path: paths.domains, Page: ChooserPage },
  connected: { path: paths.user.connected, Page: ConnectedPage },
} as const;
export type CustomerScreen = keyof typeof CUSTOMER_SCREENS;
/** With the reading-data notice (not accepted yet) or without (accepted). */
export const CUSTOMER_VARIANTS = ['notice', 'accepted'] as const;
export type CustomerVariant = (typeof CUSTOMER_VARIANTS)[number];

/** The per-customer values of a copy, and the stand-in each is rendered with at build time. */
export const SLOTS = ['name', 'balance', 'version'] as const;
export type Slot = (typeof SLOTS)[number];
const STAND_IN_NAME = 'zzslotnamezz';
const STAND_IN_CENTS = 987_654_321;
const STAND_IN_VERSION = 'zzslotversionzz';

function standInUser(): SessionUser {
  return {
    id: 1,
    username: STAND_IN_NAME,
    email: 'slot@example.invalid',
    role: 'user',
    wallet: STAND_IN_CENTS / 100,
    wallet_cents: STAND_IN_CENTS,
    first_name: STAND_IN_NAME,
  };
}

/** Each stand-in's text in the copy → its slot marker; fails if one is missing (the copy would lie). */
export function markSlots(html: string, lang: FirstScreenLang): string {
  const standIns: [Slot, string][] = [
    ['name', STAND_IN_NAME],
    ['balance', formatCents(STAND_IN_CENTS, lang)],
    ['version', STAND_IN_VERSION],
  ];
  let out = html;
  for (const [slot, text] of standIns) out = out.split(text).join(`<!--slot:${slot}-->`);
  if (/zzslot/.test(out)) throw new Error('first screen: a stand-in value was left in a customer copy');
  return out;
}

/** The static HTML of one customer first screen, its per-customer values as slot markers. */
export async function renderCustomerScreen(
  screen: CustomerScreen,
  variant: CustomerVariant,
  lang: FirstScreenLang,
  resources: Resource,
): Promise<string> {
  const { path, Page } = CUSTOMER_SCREENS[screen];
  const readingData: ReadingDataResponse = {
    accepted: variant === 'accepted',
    accepted_at: null,
    text_version: null,
    current_version: STAND_IN_VERSION,
  };
  const { prelude } = await prerenderToNodeStream(
    <FirstScreenProviders
      lang={lang}
      location={path}
      resources={resources}
      session={{ user: standInUser(), readingData }}
    >
      <SiteHeader />
      <Page />
    </FirstScreenProviders>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return markSlots(html, lang);
}
