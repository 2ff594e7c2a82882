import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // API tests share one PostgreSQL server when DATABASE_URL is set; each file makes its own database.
          fileParallelism: true,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'] } },
      // the lint rules themselves (scripts/lint-rules.test.ts lints known-bad files with eslint.config.js)
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 120_000 } },
      // The benchmarks' own measures (bench/*.test.ts); the benchmarks themselves run with `npm run bench`.
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
    ],
  },
});
