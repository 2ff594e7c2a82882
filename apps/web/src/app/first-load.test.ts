import { describe, expect, it } from 'vitest';
// build/ sits beside src/, outside the #web/ subpath.
// eslint-disable-next-line no-restricted-imports
import { assertNotInFirstLoad } from '../../build/app-shell';

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
