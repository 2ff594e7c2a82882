import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString, writeString, STORAGE_KEYS } from './storage';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Every visible string lives in locales/<lang>/<namespace>.json; each feature owns its namespace.
// Only the namespaces every page shows (header, footer, cookie banner) and the landing page's ship
// with the first load;
// a page's own namespace loads with it: `useTranslation('ns')` suspends until it is there (the
// layout's Suspense shows the placeholder), and `withNamespaces` below fetches it beside the page's code.
export const EAGER_NAMESPACES = ['common', 'consent', 'home'];
const eagerFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/*/common.json', '../locales/*/consent.json', '../locales/*/home.json'],
  {
    eager: true,
  },
);
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

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
    const load = lazyFiles[`../locales/${lang}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function initialLang(): Lang {
  const stored = readString(STORAGE_KEYS.lang);
  return stored === 'en' ? 'en' : 'fr';
}

void i18n
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
  document.documentElement.lang = lang;
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
