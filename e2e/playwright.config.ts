import { defineConfig, devices } from '@playwright/test';
import { assertSupportedNode } from '../scripts/node-version.mjs';

assertSupportedNode('Playwright');

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Browser tests drive the built site (API + web in one process) in Debian's chromium.
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  // Two workers: each test makes its own users and reads only its own mails, so files run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries anywhere: a test that fails once has failed (scripts/test-all.mjs counts flaky as failed).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (each action with its DOM snapshot, network, console) and its
    // screenshot; the trace's film strip is left out: a screencast of every test, passing ones included,
    // made the GPU process and chromium spend about 15 % more CPU on this 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // This runner's own Node, not whichever `node` a PATH finds first.
    command: `"${process.execPath}" e2e/start-server.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
