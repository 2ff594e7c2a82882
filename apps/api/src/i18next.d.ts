// Typed keys on the server too: `texts('fr', 'errors')('NO_SUCH_CODE')` fails the typecheck. The
// catalogues and their type are shared with the web (packages/contracts/src/locales, decision 0241).
import type { Catalogues } from '@arcanes/contracts/locales/catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'errors';
    returnNull: false;
    resources: Catalogues;
  }
}
