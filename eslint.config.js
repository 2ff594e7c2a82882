import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Boundaries are computed from the folders as they are, never from hand lists that drift.
const root = import.meta.dirname;
const folders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const apiModules = folders('apps/api/src/modules');
const webFeatures = folders('apps/web/src/features');
// A module's public face: its services and shared types (absolute globs: import-x matches them
// against the resolved path of the import).
const modulePublic = [
  `${root}/apps/api/src/modules/*/**/*.service.ts`,
  `${root}/apps/api/src/modules/*/*.types.ts`,
];

const apiZones = [
  ...apiModules.map((m) => ({
    target: `apps/api/src/modules/${m}/**`,
    from: `apps/api/src/modules/!(${m})/**`,
    except: modulePublic,
    message: 'A module reaches another module only through its *.service.ts (or *.types.ts).',
  })),
  {
    target: 'apps/api/src/{plugins,jobs,pdf,interpreter}/**',
    from: 'apps/api/src/modules/**',
    except: modulePublic,
    message: 'plugins, jobs, pdf and interpreter call module services, never routes or repositories.',
  },
];
const webZones = [
  ...webFeatures.map((f) => ({
    target: `apps/web/src/features/${f}/**`,
    from: `apps/web/src/features/!(${f})/**`,
    message: 'Web features do not import each other; compose them in app/.',
  })),
  {
    target: 'apps/web/src/{components,lib}/**',
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'Layers go one way: app → features → components/lib.',
  },
  {
    target: 'apps/web/src/features/**',
    from: 'apps/web/src/app',
    message: 'Layers go one way: app → features → components/lib.',
  },
];

// Selectors for no-restricted-syntax in the API (a later block replaces the whole list, so they compose).
const oneDb = [
  {
    selector:
      "TSUnionType:has(> TSTypeReference[typeName.name='Kysely']):has(> TSTypeReference[typeName.name='Transaction'])",
    message: 'Use Db from db/tx.ts.',
  },
  { selector: "FunctionDeclaration[id.name='inTransaction']", message: 'Use inTransaction from db/tx.ts.' },
  { selector: "TSTypeAliasDeclaration[id.name='Db']", message: 'Use Db from db/tx.ts.' },
];
// Outside tests, a transaction is opened or joined only by inTransaction (db/tx.ts).
const oneTransaction = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'Use inTransaction from db/tx.ts (it joins the caller’s transaction or opens one).',
  },
  {
    selector: "MemberExpression[property.name='isTransaction']",
    message: 'Use inTransaction from db/tx.ts (it joins the caller’s transaction or opens one).',
  },
];
const sqlInRepositories = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: 'Queries belong in a *.repository.ts; the service calls it.',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in a *.repository.ts.' },
  // raw SQL text run through a connection (pg-boss's executeSql, kysely's executeQuery/CompiledQuery.raw)
  {
    selector:
      "CallExpression[callee.name='executeSql'], CallExpression[callee.property.name=/^(executeSql|executeQuery)$/], MemberExpression[object.name='CompiledQuery'][property.name='raw']",
    message: 'SQL belongs in a *.repository.ts.',
  },
];

// pg-boss's schema is pg-boss's: our code goes through its API (queue.boss), never its tables, which
// change with each major (decision 0321). Any string naming an object in it (`pgboss.job`,
// `pgboss_v10.queue`…) is refused, tests included. Allowed: the one-off reader of pg-boss 10's frozen
// schema at the upgrade (decision 0320) and the migration that removed the trigger earlier releases
// of ours had put there (with its test); the probes of scripts/lint-rules.test.ts.
const PGBOSS_SCHEMA = /\bpgboss(?:_\w+)?\s*\.\s*\w/i;
const arcanes = {
  rules: {
    'no-pgboss-schema': {
      meta: {
        type: 'problem',
        messages: {
          schema: "pg-boss's schema is its own: go through its public API (queue.boss; decision 0321).",
        },
        schema: [],
      },
      create(context) {
        const check = (node, text) => {
          if (PGBOSS_SCHEMA.test(text)) context.report({ node, messageId: 'schema' });
        };
        return {
          Literal: (node) => typeof node.value === 'string' && check(node, node.value),
          TemplateElement: (node) => check(node, node.value.raw),
        };
      },
    },
  },
};

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
    settings: {
      // import-x reads TypeScript files (for no-cycle it must parse the files it follows).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves extensionless imports, workspace packages (@arcanes/*) and tsconfig options, so the
      // rules below see real files; no-unresolved makes a resolver failure an error, never silence.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
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
      'import-x/no-unresolved': 'error',
    },
  },
  // No import cycles in the apps and packages (type-only imports are not followed by the rule).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Out of its own folder, a file of an app imports through the app's subpath imports (`#api/…`,
  // `#web/…`, with the file's extension; decision 0244), never through `../../../`.
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Import from outside this folder with #api/… or #web/… (decision 0244).',
            },
          ],
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
  {
    // The catalogues' parity test reads the locale folders from disk.
    files: ['packages/contracts/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{ target: 'packages/**', from: 'apps', message: 'packages never import apps' }],
        },
      ],
    },
  },
  // api: another module's service only, never its routes or repository; one Db type and one
  // inTransaction (db/tx.ts), never a local copy.
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }],
      'no-restricted-syntax': ['error', ...oneDb],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', 'apps/api/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneDb, ...oneTransaction] },
  },
  { files: ['apps/api/src/db/tx.ts'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'apps/api/src/jobs/pgboss-v10.repository.ts',
      'apps/api/src/db/migrations/2026-12-10T01-00-no-wake-trigger.ts',
      'apps/api/src/db/migrations/no-wake-trigger.test.ts',
      // the known-bad probes that prove the rule fires
      'scripts/lint-rules.test.ts',
    ],
    plugins: { arcanes },
    rules: { 'arcanes/no-pgboss-schema': 'error' },
  },
  // api: SQL lives in repositories; services, routes and jobs call them (and compose transactions).
  {
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/jobs/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      '**/*.test.ts',
      '**/*-test-kit.ts',
      // The queue layer itself, which talks to pg-boss through its connection: queue.ts (the due-job
      // poll), wake.ts (the wake-up trigger) and holds.ts (the heartbeat tables of decision 0273). Exempt
      // for now: the move to pg-boss 12 through its public API (issue 36) rewrites queue.ts and wake.ts;
      // every job handler beside them goes through module services.
      'apps/api/src/jobs/queue.ts',
      'apps/api/src/jobs/wake.ts',
      'apps/api/src/jobs/holds.ts',
      'apps/api/src/jobs/executor.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...oneDb, ...oneTransaction, ...sqlInRepositories] },
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
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
