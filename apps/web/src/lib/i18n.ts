import { matchPublicPage } from '@arcanes/contracts/public-pages';
import { readString, writeString, STORAGE_KEYS } from './storage';
import { FIRST_NAMESPACES } from './first-namespaces';
import { Translator } from './translator';
import { setAppTranslator } from './use-translation';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Every visible string lives in packages/contracts/src/locales/<lang>/<namespace>.json, shared with
// the API (decision 0241); each feature owns its namespace.
// The namespaces every page shows (header, footer, cookie banner) and the landing page's are fetched
// first, in the visitor's language only: public/start.js preloads their files beside the app's entry
// (the build names them per language, build/app-shell.ts), and `i18nReady` is awaited before the first
// render. An English visitor never downloads the French copies, nor a French one the English.
// A page's own namespace loads with it: `useTranslation('ns')` suspends until it is there (the
// layout's Suspense shows the placeholder), and `withNamespaces` below fetches it beside the page's code.
// The server's namespaces (errors, answers, e-mails, PDF labels, the free tools' labels) are never
// fetched by the web.
const files = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/contracts/src/locales/*/*.json',
  '!../../../../packages/contracts/src/locales/*/{errors,answers,mail,pdf,tools}.json',
]);

async function loadCatalogue(lang: string, ns: string): Promise<Record<string, unknown>> {
  const load = files[`../../../../packages/contracts/src/locales/${lang}/${ns}.json`];
  if (!load) throw new Error(`no texts ${lang}/${ns}`);
  return (await load()).default;
}

export function initialLang(): Lang {
  // A page whose address says its language opens in it (see languageOfAddress below).
  const addressed = typeof location === 'undefined' ? null : matchPublicPage(location.pathname);
  if (addressed) return addressed.lang;
  const stored = readString(STORAGE_KEYS.lang);
  return stored === 'en' ? 'en' : 'fr';
}

const i18n = new Translator({ lng: initialLang(), fallbackLng: 'fr', load: loadCatalogue });
setAppTranslator(i18n);

/** Resolves once the first language's first namespaces are there. */
export const i18nReady: Promise<unknown> = i18n.loadNamespaces(FIRST_NAMESPACES);

function applyLang(lang: string) {
  // Absent when the build pre-renders the first screen in Node (app/first-screen.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLang(i18n.language);
i18n.subscribe(() => {
  applyLang(i18n.language);
  writeString(STORAGE_KEYS.lang, i18n.language);
});

/**
 * A route's `lazy` that loads its code and its namespaces in parallel (no waterfall):
 * `lazy: withNamespaces(['home'], () => import('./routes/home-route'))`.
 */
export function withNamespaces<T>(namespaces: string[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [mod] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return mod;
  };
}

/** The current language as one of ours. */
export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'fr';
}

export default i18n;

/**
 * A route loader for the pages whose address says the language (/en/birth-chart): the page
 * renders in that language from its first paint, and the choice is kept as the visitor's.
 */
export function languageOfAddress(lang: Lang): () => Promise<null> {
  return async () => {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return null;
  };
}
