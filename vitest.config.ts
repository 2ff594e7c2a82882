import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { assertSupportedNode } from './scripts/node-version.mjs';
import { walkInstrumentation } from './apps/api/src/test/walk/instrument.ts';

// The runner and every worker and child process it starts (process.execPath) run on the project's Node.
assertSupportedNode('vitest');

const apiSrc = fileURLToPath(new URL('apps/api/src', import.meta.url));
/** Every API test file (as the projects name it, `src/…`) with its text, read once for the two lists below. */
const API_TEST_FILES = (fs.readdirSync(apiSrc, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => ({
    name: `src/${file.split(path.sep).join('/')}`,
    text: fs.readFileSync(path.join(apiSrc, file), 'utf8'),
  }));

/**
 * The API test files that replace a module (`vi.mock`, `vi.doMock`): they run in isolation (project
 * api-mocking). Found by reading the files, so that a new one cannot land in the shared project.
 */
const API_MOCKING_FILES = API_TEST_FILES.filter((f) => /\bvi\.(do)?mock\(/.test(f.text))
  .map((f) => f.name)
  .sort();

/**
 * The API test files that never reach a database: no test app, no database helper, no PGlite, no
 * server or CLI spawned, no DATABASE_URL (the interpreter's writers and checks, the PDF's layout, the
 * gazetteer…). They run in project `engine-free`, which CI's PostgreSQL pass (`--project 'api*'`) leaves
 * out: run there they gave the same answers, and took 121 s of its 1 417 s of file time (decision 0430).
 * Found by reading the files, so that a new file that opens a database stays in the API projects.
 */
const ENGINE_FREE_FILES = API_TEST_FILES.filter(
  (f) =>
    !f.name.endsWith('.walk.test.ts') &&
    !API_MOCKING_FILES.includes(f.name) &&
    !/createTestApp|freshDatabase|databaseBefore|test-app|fresh-database|DATABASE_URL|PGlite|pglite|openDatabase|#api\/db\/|spawn|global-setup|startServer|Kysely|kysely|buildApp|createApp|inject\(|fastify/.test(
      f.text,
    ),
)
  .map((f) => f.name)
  .sort();

/** The walk tests (`*.walk.test.ts`): run with instrumented sources, in project api-walk only. */
const WALK_FILES = 'src/**/*.walk.test.ts';

/** What the API projects share. `npm test -- --engine-only` and CI run both (`--project 'api*'`). */
const api = {
  root: 'apps/api',
  globalSetup: ['src/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // API tests share one PostgreSQL server when DATABASE_URL is set; each file makes its own database.
  fileParallelism: true,
};

// One runner for every unit and API test; browser tests live in e2e/ (Playwright).
export default defineConfig({
  test: {
    // One file per core. Vitest's default (cores - 1) gives a two-core CI machine a single worker: the
    // API files, which wait on their jobs, mails and fake providers, then leave the second core idle
    // (decision 0248).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        // The shuffle's chi-square tests run 20 000 shuffles: seconds on a loaded two-core machine.
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
      },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_MOCKING_FILES, ...ENGINE_FREE_FILES, WALK_FILES],
          // A worker imports the app once and runs file after file with it, instead of importing it
          // afresh for every file (a quarter to a third of an API file's time; decision 0250). Each
          // file still builds its own app on its own database (createTestApp).
          isolate: false,
        },
      },
      // The API files that reach no database (above): the embedded pass runs them, the PostgreSQL pass not.
      // The interpreter's sweeps write hundreds of readings: a minute on a loaded two-core machine.
      {
        test: {
          name: 'engine-free',
          root: 'apps/api',
          include: ENGINE_FREE_FILES,
          testTimeout: 120_000,
          isolate: false,
        },
      },
      // The API files that replace a module with vi.mock: a mock must not leak into the files run
      // after it in the same worker, nor miss a module a previous file imported, so these stay isolated.
      { test: { ...api, name: 'api-mocking', include: API_MOCKING_FILES } },
      // The walk of a request through the modules (decision 0325): its own project, whose API and domain
      // sources are instrumented to record every function entered (apps/api/src/test/walk/).
      {
        plugins: [walkInstrumentation(path.dirname(fileURLToPath(import.meta.url)))],
        test: { ...api, name: 'api-walk', include: [WALK_FILES] },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.tsx'],
        },
      },
      // Component tests (issue 36): React components rendered in jsdom, driven through roles, labels and text.
      {
        test: { name: 'web-dom', root: 'apps/web', include: ['src/**/*.dom.test.tsx'], environment: 'jsdom' },
      },
      // the lint rules themselves (scripts/lint-rules.test.ts lints known-bad files with eslint.config.js)
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
      // The benchmarks' own measures (bench/*.test.ts); the benchmarks themselves run with `npm run bench`.
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
    ],
  },
});
