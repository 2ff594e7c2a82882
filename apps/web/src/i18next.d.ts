// Typed keys: `t('unknown.key')` fails the typecheck. The catalogues and their type live in
// packages/contracts/src/locales, shared with the API (decision 0241).
import type { Catalogues } from '@arcanes/contracts/locales/catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: Catalogues;
  }
}
