// `npm test`: every suite — unit and API tests (vitest; PGlite, or PostgreSQL when DATABASE_URL is
// set), then the browser tests (Playwright + Debian chromium) against the freshly built site.
// `--engine-only` runs only what depends on the database engine (the API projects, `api`, `api-walk` and
// `api-mocking`: every route, job and repository against that engine; not `engine-free`, the API files
// that reach no database, decision 0430); CI uses it for its second,
// PostgreSQL, pass (decisions 0245, 0250). `--no-e2e` runs the vitest part alone, `--e2e-only` the
// build and browser part alone (`--e2e-only --built`: the site already built, by CI beside typecheck;
// decision 0390): CI runs them as two steps, then its PostgreSQL pass (0255).
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
// `--built`: the caller has just built the site (CI builds it beside typecheck): the browser part uses it.
const built = process.argv.includes('--built');
if (skipE2E && skipVitest)
  throw new Error('--e2e-only is the browser part: not with --no-e2e or --engine-only');
if (built && skipE2E) throw new Error('--built is for the browser part: not with --no-e2e or --engine-only');

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
  // And by folder (apps/api, apps/web, packages/domain…): the files' time added up, not the wall time.
  const byFolder = new Map();
  for (const f of r.testResults ?? []) {
    const folder = path.relative(process.cwd(), f.name).split(path.sep).slice(0, 2).join('/');
    const sum = byFolder.get(folder) ?? { files: 0, ms: 0 };
    byFolder.set(folder, { files: sum.files + 1, ms: sum.ms + (f.endTime ?? 0) - (f.startTime ?? 0) });
  }
  console.log('\nTest files by folder (their times added up):');
  for (const [folder, sum] of [...byFolder].sort((a, b) => b[1].ms - a[1].ms))
    console.log(
      `  ${(sum.ms / 1000).toFixed(1).padStart(7)} s  ${String(sum.files).padStart(4)} files  ${folder}`,
    );
}
if (vitestStatus !== 0 && failed === 0) failed += 1;

/** The browser test files that took longest (their tests' times added up, on either worker). */
function slowestSpecs(report) {
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          bySpec.set(spec.file, (bySpec.get(spec.file) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const total = [...bySpec.values()].reduce((a, b) => a + b, 0);
  console.log(`\nSlowest browser test files (of ${(total / 1000).toFixed(0)} s in all):`);
  for (const [file, ms] of [...bySpec].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  e2e/${file}`);
}

let e2eStatus = 0;
if (!skipE2E) {
  if (built) console.log('\nThe site was built by the caller (--built): not built again.');
  else {
    const buildStart = Date.now();
    e2eStatus = run('npm', ['run', 'build']);
    console.log(`build: ${((Date.now() - buildStart) / 1000).toFixed(1)} s`);
  }
  if (e2eStatus === 0) {
    e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    });
    if (fs.existsSync(playwrightJson)) {
      const report = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
      slowestSpecs(report);
      const s = report.stats ?? {};
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
