// zod compiles fast parsers with `new Function` unless told not to; the site's CSP forbids eval, so
// the attempt only produces a CSP violation report on every page. Set before any schema is used.
//
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy of it, which is
// what its `config()` writes to): set there, the first load does not carry zod's core, which only
// the forms' chunks need (zod-config.test.ts checks that zod reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(holder.__zod_globalConfig ??= {}).jitless = true;
