import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
// build/ sits beside src/, outside the #web/ subpath.
// eslint-disable-next-line no-restricted-imports
import { lazyRoutes, routePreloads, type BuiltChunk } from '../../build/route-preloads';
import { paths } from '#web/lib/paths.ts';

// The preloads of each address are read from the router's source at build time (decision 0246):
// every lazy route must be found there, with the address the router matches.
const ROUTER = fileURLToPath(new URL('./router.tsx', import.meta.url));
const source = fs.readFileSync(ROUTER, 'utf8');
const routes = lazyRoutes(source, paths);

test('every module the router imports lazily is found, with its addresses', () => {
  const imported = new Set([...source.matchAll(/import\('(\.\/routes\/[\w-]+)'\)/g)].map((m) => m[1]));
  expect(imported.size).toBeGreaterThan(30);
  const found = new Set(routes.flatMap((r) => r.modules));
  expect([...found].sort()).toEqual([...imported].sort());
  // Each `path:` of the router with a lazy route (or under a lazy layout) is there once per language.
  const pathCount = [...source.matchAll(/\bpath: /g)].length;
  const perLanguage = source.slice(source.indexOf('.flatMap((lang)'));
  const perLanguageCount = [...perLanguage.slice(0, perLanguage.indexOf(']),')).matchAll(/\bpath: /g)].length;
  const withoutLazy = 2; // home (in the first download) and /admin (a redirect)
  expect(routes).toHaveLength(pathCount - withoutLazy + perLanguageCount);
});

test('the addresses are the router’s, with the modules and namespaces each one loads', () => {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  expect(byPath.get('/choisir-un-domaine')).toEqual({
    path: '/choisir-un-domaine',
    modules: ['./routes/user-domains-route'],
    namespaces: ['domains', 'readings', 'tarot', 'home'],
    lang: null,
  });
  expect(byPath.get('/en/tarot/cards/:slug')).toEqual({
    path: '/en/tarot/cards/:slug',
    modules: ['./routes/card-route'],
    namespaces: ['card-library'],
    lang: 'en',
  });
  expect(byPath.get('/theme-astral')?.lang).toBe('fr');
  // A page under the admin frame needs the frame's code too.
  expect(byPath.get(paths.admin.users)?.modules).toEqual([
    './routes/admin-layout-route',
    './routes/admin-users-route',
  ]);
  expect(byPath.has(paths.home)).toBe(false);
  expect(byPath.get('*')?.modules).toEqual(['./routes/not-found-route']);
});

test('a path the reader cannot compute fails rather than being guessed', () => {
  expect(() =>
    lazyRoutes(`createBrowserRouter([{ path: pathFor('x'), lazy: () => import('./routes/x') }])`, paths),
  ).toThrow(/cannot read the path/);
  expect(() =>
    lazyRoutes(`createBrowserRouter([{ path: paths.nope, lazy: () => import('./routes/x') }])`, paths),
  ).toThrow(/cannot read the path/);
});

test('the files to preload: the chunk, its static imports and their CSS, not what the entry loads', () => {
  const dir = path.dirname(ROUTER);
  const locales = '/repo/locales';
  const chunk = (
    fileName: string,
    facadeModuleId: string | null,
    imports: string[],
    css: string[] = [],
    isEntry = false,
  ): BuiltChunk => ({
    fileName,
    facadeModuleId,
    imports,
    isEntry,
    viteMetadata: { importedCss: new Set(css) },
  });
  const chunks = [
    chunk('assets/index.js', '/repo/src/main.tsx', ['assets/react.js'], ['assets/index.css'], true),
    chunk('assets/react.js', null, []),
    chunk(
      'assets/page.js',
      path.join(dir, 'routes/user-domains-route.tsx'),
      ['assets/shared.js', 'assets/react.js'],
      ['assets/page.css'],
    ),
    chunk('assets/shared.js', null, ['assets/react.js'], ['assets/shared.css']),
    chunk('assets/domains.js', `${locales}/fr/domains.json`, []),
    chunk('assets/domains-en.js', `${locales}/en/domains.json`, []),
  ];
  const out = routePreloads(
    [
      {
        path: '/choisir-un-domaine',
        modules: ['./routes/user-domains-route'],
        namespaces: ['domains', 'home'],
        lang: null,
      },
      { path: '*', modules: ['./routes/user-domains-route'], namespaces: [], lang: null },
    ],
    chunks,
    { routerDir: dir, localesDir: locales, base: '/' },
  );
  expect(out).toEqual({
    '/choisir-un-domaine': [
      '/assets/page.js',
      '/assets/page.css',
      '/assets/shared.js',
      '/assets/shared.css',
      '/assets/domains.js',
    ],
  });
  expect(() =>
    routePreloads([{ path: '/x', modules: ['./routes/missing-route'], namespaces: [], lang: null }], chunks, {
      routerDir: dir,
      localesDir: locales,
      base: '/',
    }),
  ).toThrow(/no chunk of its own/);
});
