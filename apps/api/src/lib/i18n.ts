import { createInstance } from 'i18next';
import { SERVER_NAMESPACES, type ServerNamespace } from '@arcanes/contracts/locales/catalogues';
import { SERVER_RESOURCES } from '@arcanes/contracts/locales/server';
import type { Lang } from './lang';

/**
 * The API's texts (errors, e-mails, PDF labels) come from the shared catalogues
 * (packages/contracts/src/locales, decision 0241) through an i18next instance of its own: no React,
 * no global state, every resource bundled, so it is ready at import and `t` is synchronous.
 */
export const I18N_OPTIONS = {
  lng: 'fr',
  fallbackLng: 'fr',
  supportedLngs: ['fr', 'en'],
  initAsync: false,
  // Our texts go into JSON answers, plain-text e-mails and PDFs: each output escapes for itself.
  interpolation: { escapeValue: false },
  // A placeholder without its value reads empty, as it always did (i18next would print it as is).
  missingInterpolationHandler: () => '',
  returnNull: false,
} as const;

const i18n = createInstance();
void i18n.init({
  ...I18N_OPTIONS,
  supportedLngs: [...I18N_OPTIONS.supportedLngs],
  resources: SERVER_RESOURCES,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'errors',
});

/** The `t` of one language and one namespace: `texts('en', 'errors')('NOT_FOUND')`. */
export function texts<N extends ServerNamespace>(lang: Lang, ns: N) {
  return i18n.getFixedT(lang, ns);
}
