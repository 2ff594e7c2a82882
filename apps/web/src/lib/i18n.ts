import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { matchPublicPage } from '@arcanes/contracts/public-pages';
import { readString, writeString, STORAGE_KEYS } from './storage';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Every visible string lives in packages/contracts/src/locales/<lang>/<namespace>.json, shared with
// the API (decision 0241); each feature owns its namespace.
// Only the namespaces every page shows (header, footer, cookie banner) and the landing page's ship
// with the first load, and only in French (the site's language, and the fallback of the English
// texts): an English visitor's start fetches the same three in English (`i18nReady`, awaited before
// the first render), a French one never downloads them.
// A page's own namespace loads with it: `useTranslation('ns')` suspends until it is there (the
// layout's Suspense shows the placeholder), and `withNamespaces` below fetches it beside the page's code.
export const EAGER_NAMESPACES = ['common', 'consent', 'home'];
const eagerFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../../../packages/contracts/src/locales/fr/common.json',
    '../../../../packages/contracts/src/locales/fr/consent.json',
    '../../../../packages/contracts/src/locales/fr/home.json',
  ],
  { eager: true },
);
// The server's namespaces (errors, answers, e-mails, PDF labels, the free tools' labels) are never
// fetched by the web.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../../packages/contracts/src/locales/*/*.json',
  '!../../../../packages/contracts/src/locales/*/{errors,answers,mail,pdf,tools}.json',
]);

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(eagerFiles)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang = '', ns = ''] = match;
  (resources[lang] ??= {})[ns] = mod.default;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    const bundled = resources[lang]?.[ns];
    if (bundled) return callback(null, bundled as ResourceKey);
    const load = lazyFiles[`../../../../packages/contracts/src/locales/${lang}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function initialLang(): Lang {
  // A page whose address says its language opens in it (see languageOfAddress below).
  const addressed = typeof location === 'undefined' ? null : matchPublicPage(location.pathname);
  if (addressed) return addressed.lang;
  const stored = readString(STORAGE_KEYS.lang);
  return stored === 'en' ? 'en' : 'fr';
}

/** Resolves once the first language's eager namespaces are there (at once in French). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: initialLang(),
    fallbackLng: 'fr',
    supportedLngs: [...LANGS],
    defaultNS: 'common',
    ns: EAGER_NAMESPACES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

function applyLang(lang: string) {
  // Absent when the build pre-renders the first screen in Node (app/first-screen.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
applyLang(i18n.language);
i18n.on('languageChanged', (lang) => {
  applyLang(lang);
  writeString(STORAGE_KEYS.lang, lang);
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

/** The current language as one of ours (i18next may report a region variant). */
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
