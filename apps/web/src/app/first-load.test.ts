import { describe, expect, it } from 'vitest';
// build/ sits beside src/, outside the #web/ subpath.
// eslint-disable-next-line no-restricted-imports
import { assertNotInFirstLoad, firstTexts } from '../../build/app-shell';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const chunk = (moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  isEntry,
  imports,
  moduleIds,
});

describe('assertNotInFirstLoad', () => {
  it('finds zod in a chunk the entry imports statically, however deep', () => {
    const bundle = {
      'assets/index.js': chunk(['/app/src/main.tsx'], ['assets/session.js'], true),
      'assets/session.js': chunk(['/app/src/lib/session.ts'], ['assets/schemas.js']),
      'assets/schemas.js': chunk(['/app/node_modules/zod/v4/classic/schemas.js']),
    };
    expect(() => assertNotInFirstLoad(bundle, ZOD, 'zod')).toThrow(
      /zod is in the first load.*assets\/schemas\.js/,
    );
  });

  it('lets zod be in a chunk only a page loads (a dynamic import)', () => {
    const bundle = {
      'assets/index.js': chunk(['/app/src/main.tsx'], ['assets/react.js'], true),
      'assets/react.js': chunk(['/app/node_modules/react/index.js']),
      'assets/form.js': chunk(['/app/node_modules/zod/v4/classic/schemas.js']),
    };
    expect(() => assertNotInFirstLoad(bundle, ZOD, 'zod')).not.toThrow();
  });
});

describe('firstTexts', () => {
  const texts = (lang: string, ns: string, file: string) => ({
    type: 'chunk',
    fileName: file,
    facadeModuleId: `/repo/packages/contracts/src/locales/${lang}/${ns}.json`,
  });
  const bundle = {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', facadeModuleId: '/app/src/main.tsx' },
    'assets/a.js': texts('fr', 'common', 'assets/a.js'),
    'assets/b.js': texts('fr', 'consent', 'assets/b.js'),
    'assets/c.js': texts('fr', 'home', 'assets/c.js'),
    'assets/d.js': texts('en', 'common', 'assets/d.js'),
    'assets/e.js': texts('en', 'consent', 'assets/e.js'),
    'assets/f.js': texts('en', 'home', 'assets/f.js'),
    'assets/g.js': texts('fr', 'account', 'assets/g.js'),
  };

  it('names the first namespaces’ files of each language, and no other', () => {
    expect(firstTexts(bundle)).toEqual({
      fr: ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
      en: ['/assets/d.js', '/assets/e.js', '/assets/f.js'],
    });
  });

  it('fails the build when one has no file of its own (bundled into another chunk)', () => {
    const { ['assets/e.js']: _, ...without } = bundle;
    expect(() => firstTexts(without)).toThrow(/texts en\/consent/);
  });
});
