import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readString, writeString, STORAGE_KEYS } from './storage';

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

// Every visible string lives in locales/<lang>/<namespace>.json; each feature owns its namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lang = '', ns = ''] = match;
  (resources[lang] ??= {})[ns] = mod.default;
}

export function initialLang(): Lang {
  const stored = readString(STORAGE_KEYS.lang);
  return stored === 'en' ? 'en' : 'fr';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLang(),
  fallbackLng: 'fr',
  defaultNS: 'common',
  ns: Object.keys(resources.fr ?? {}),
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

export default i18n;
