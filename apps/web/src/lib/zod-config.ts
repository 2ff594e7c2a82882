import { config } from 'zod';

// zod compiles fast parsers with `new Function` unless told not to; the site's CSP forbids eval, so
// the attempt only produces a CSP violation report on every page. Set before any schema is used.
config({ jitless: true });
