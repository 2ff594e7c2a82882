import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Namespace, TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);
let appTranslator: Translator | null = null;

/** The translator components use outside any <TranslatorProvider> (lib/i18n.ts sets the app's). */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

/** Another translator for a tree: the build's pre-rendered first screens, in each language (first-screen.tsx). */
export function TranslatorProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The `t` of a namespace (the first one given; others are read with a prefix, `common:ui.retry`) and
 * the translator. Suspends until the namespaces are there in the current language; renders again
 * when the language changes.
 */
export function useTranslation<NS extends Namespace = 'common'>(
  ns?: NS | readonly [NS, ...Namespace[]],
): { t: TFunction<NS>; i18n: Translator } {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
  if (!i18n) throw new Error('useTranslation: no translator (lib/i18n.ts sets the app’s)');
  const revision = useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  const namespaces: readonly Namespace[] = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const first = namespaces[0] as NS;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for each language (its revision)
  const t = useMemo(() => i18n.fixedT(first), [i18n, first, revision]);
  const missing = i18n.missing(namespaces);
  if (missing instanceof Promise) throw missing;
  if (missing) throw missing.error;
  return { t, i18n };
}
