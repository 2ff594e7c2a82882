// `npm test`: every suite — unit and API tests (vitest; PGlite, or PostgreSQL when DATABASE_URL is
// set), then the browser tests (Playwright + Debian chromium) against the freshly built site.
// `--engine-only` runs only what depends on the database engine (the API projects, `api` and
// `api-mocking`: every route, job and repository against that engine); CI uses it for its second,
// PostgreSQL, pass (decisions 0245, 0250). `--no-e2e` runs the vitest part alone, `--e2e-only` the
// build and browser part alone: CI runs them as two steps, its PostgreSQL pass beside the second (0255).
// Ends with one plain summary line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertSupportedNode } from './node-version.mjs';

// Every step below (npx vitest, npm run build, npx playwright) is started with this process's PATH, on
// which npm put node_modules/.bin/node first: they run on the same Node as this script.
console.log(`Node ${assertSupportedNode('npm test')} (${process.execPath})`);
// Node's on-disk compile cache: vitest's workers, the processes the tests spawn, the build and Playwright's
// server read the V8 code of modules another process compiled instead of compiling them again
// (decision 0282). .ci/run sets the same folder.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules/.cache/node-compile-cache');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-results-'));
const vitestJson = path.join(tmp, 'vitest.json');
const playwrightJson = path.join(tmp, 'playwright.json');
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const engineOnly = process.argv.includes('--engine-only');
const skipE2E = engineOnly || process.argv.includes('--no-e2e');
const skipVitest = process.argv.includes('--e2e-only');
if (skipE2E && skipVitest)
  throw new Error('--e2e-only is the browser part: not with --no-e2e or --engine-only');

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

let passed = 0;
let failed = 0;
let vitestStatus = 0;
if (!skipVitest) {
  console.log(engineOnly ? `API tests on ${engine}` : `Unit and API tests on ${engine}`);
  vitestStatus = run('npx', [
    'vitest',
    'run',
    ...(engineOnly ? ['--project', 'api*'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
}
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // Where the time goes: the ten slowest files, so that CI's length stays in view.
  const files = (r.testResults ?? [])
    .map((f) => ({ name: path.relative(process.cwd(), f.name), ms: (f.endTime ?? 0) - (f.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  console.log('\nSlowest test files:');
  for (const f of files) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.name}`);
}
if (vitestStatus !== 0 && failed === 0) failed += 1;

let e2eStatus = 0;
if (!skipE2E) {
  e2eStatus = run('npm', ['run', 'build']);
  if (e2eStatus === 0) {
    e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    if (fs.existsSync(playwrightJson)) {
      const s = JSON.parse(fs.readFileSync(playwrightJson, 'utf8')).stats ?? {};
      passed += s.expected ?? 0;
      // A flaky test (failed, then passed on a retry) is a failure: it is counted, never hidden.
      failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
    }
  }
  if (e2eStatus !== 0 && failed === 0) failed += 1;
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || failed > 0 ? 1 : 0);
