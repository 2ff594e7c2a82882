import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const apiModules = [
  'accounts',
  'admin',
  'consent',
  'contact',
  'payments',
  'places',
  'readings',
  'wallet',
  'divination',
  'health',
  'catalogue',
  'analytics',
  'legal',
];
const webFeatures = [
  'account',
  'admin',
  'auth',
  'consent',
  'domains',
  'home',
  'legal',
  'purchase',
  'readings',
  'tarot',
  'history',
];

export default tseslint.config(
  {
    ignores: [
      '.shots/**',
      '**/*.tmp.*',
      'apps/web/public/**',
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'AI and user text render as text.',
        },
      ],
    },
  },
  // domain: pure computation, no I/O and nothing of ours.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'http',
                'https',
                'net',
                'child_process',
                'pg',
                'kysely',
                'fastify',
                '@electric-sql/*',
              ],
              message: 'domain does no I/O',
            },
            { group: ['@arcanes/*'], message: 'domain imports nothing of ours' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@arcanes/api*', '@arcanes/web*', 'node:*', 'fs'],
              message: 'contracts import only domain and zod',
            },
          ],
        },
      ],
    },
  },
  // api modules: another module's service only, never its routes or repository.
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules.map((m) => ({
              target: `./apps/api/src/modules/!(${m})/**/*`,
              from: `./apps/api/src/modules/${m}`,
              except: [`./${m}.service.ts`, `./${m}.types.ts`],
              message: 'Call another module through its service only.',
            })),
            { target: './packages/**/*', from: './apps', message: 'packages never import apps' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        fetch: 'readonly',
        navigator: 'readonly',
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((f) => ({
            target: `./apps/web/src/features/!(${f})/**/*`,
            from: `./apps/web/src/features/${f}`,
            message: 'Web features do not import each other; compose them in app/.',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use lib/storage.ts (never for tokens).' },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/storage.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
);
