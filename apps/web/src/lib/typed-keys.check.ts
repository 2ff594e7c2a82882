// Compiled by the typecheck, never run: proves that a key missing from the catalogues is an error
// (if the typing of keys were lost, the `@ts-expect-error` lines below would themselves fail).
import type { TFunction } from './translator';

export function typedKeysCheck(t: TFunction<'domains'>, common: TFunction) {
  // @ts-expect-error -- no such key in the domains namespace
  t('options.tarot.9');
  // @ts-expect-error -- no such key in the common namespace
  common('unknown.key');
  return [t('options.tarot.1'), common('errors.generic')];
}
