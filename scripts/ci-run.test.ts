// CI's script (.ci/run) and `npm test`'s parts (scripts/test-all.mjs), run with stand-in commands
// (npm, npx, psql…) that record what they were asked and succeed or fail on demand: the side-by-side
// steps really overlap, every step's output is printed whole, and any failed step fails CI (0255).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-ci-run-'));
  fs.mkdirSync(path.join(dir, 'bin'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function stub(name: string, body: string) {
  fs.writeFileSync(path.join(dir, 'bin', name), `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`, MARKS: dir, ...env },
  });
  return { status: r.status, out: r.stdout + r.stderr };
}

/**
 * npm for .ci/run: each step prints three lines and fails when named in FAIL. A step started side by
 * side waits (up to 20 s) until its partner has started: run one after the other, it fails instead. The
 * browser tests fail if the PostgreSQL pass has not ended when they start (they must not overlap), or the
 * build; the build fails if lint has not ended (it takes lint's core).
 */
function ciStubs() {
  for (const name of ['psql', 'pg_isready', 'chromium', 'pdftoppm']) stub(name, 'exit 0');
  stub(
    'npm',
    `case "$*" in
  "run lint") step=lint partner=typecheck ;;
  "run typecheck") step=typecheck partner=lint ;;
  "test -- --no-e2e") step=vitest partner=postgres ;;
  "run build") step=build ;;
  "test -- --e2e-only --built") step=browser ;;
  "test -- --engine-only") step=postgres partner=vitest ;;
  "install --no-audit --no-fund") step=other; [ -n "\${EXPECT_PACKAGES:-}" ] && partner=packages ;;
  *) step=other ;;
esac
if [ -n "\${EXPECT_PACKAGES:-}" ] && [ "$step" = lint ] && [ ! -e "$MARKS/packages.ended" ]; then echo "lint: started before the system packages were installed"; exit 8; fi
touch "$MARKS/$step.started"; echo "$step" >>"$MARKS/calls"
if [ "$step" = browser ] && [ ! -e "$MARKS/postgres.ended" ]; then echo "browser: ran beside the PostgreSQL pass"; exit 5; fi
if [ "$step" = build ] && [ ! -e "$MARKS/lint.ended" ]; then echo "build: started before lint ended"; exit 6; fi
if [ "$step" = browser ] && [ ! -e "$MARKS/build.ended" ]; then echo "browser: the site not built"; exit 7; fi
for i in 1 2 3; do echo "$step line $i\${DATABASE_URL:+ on PostgreSQL}"; done
if [ -n "\${partner:-}" ]; then
  for _ in $(seq 1 200); do [ -e "$MARKS/$partner.started" ] && break; sleep 0.1; done
  [ -e "$MARKS/$partner.started" ] || { echo "$step: $partner never started beside it"; exit 4; }
fi
touch "$MARKS/$step.ended"
[[ " \${FAIL:-} " == *" $step "* ]] && { echo "$step failed"; exit 3; }
exit 0`,
  );
}

const calls = () => fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n').sort();
/** The step's three lines, one after the other (not interleaved with another step's). */
const block = (step: string, suffix = '') =>
  [1, 2, 3].map((i) => `${step} line ${i}${suffix && ` ${suffix}`}`).join('\n');

describe('.ci/run', () => {
  test('runs lint beside typecheck, the build after lint, the two vitest passes side by side, then the browser tests; all pass: exit 0', () => {
    ciStubs();
    const { status, out } = run('bash', ['.ci/run']);
    expect(status, out).toBe(0);
    // other: npm install, then npm exec printing the Node version
    expect(calls()).toEqual([
      'browser',
      'build',
      'lint',
      'other',
      'other',
      'postgres',
      'typecheck',
      'vitest',
    ]);
    expect(out).toMatch(/== unit and API tests done, on both engines \(\d+ min \d+ s since CI started\)/);
    expect(out).toMatch(/== browser tests done \(\d+ min \d+ s since CI started\)/);
    expect(out).toContain(block('lint'));
    expect(out).toContain(block('typecheck'));
    expect(out).toContain(block('build'));
    expect(out).toMatch(/== build: exit 0 after \d+ s/);
    expect(out).toContain(block('postgres', 'on PostgreSQL'));
    expect(out).toContain(block('browser'));
    expect(out).toContain(block('vitest'));
    expect(out).toMatch(/== postgres: exit 0 after \d+ s/);
    expect(out).toMatch(/== vitest: exit 0 after \d+ s/);
    expect(out).not.toContain('== failed');
  });

  test('typecheck fails: both outputs printed, CI fails before any test', () => {
    ciStubs();
    const { status, out } = run('bash', ['.ci/run'], { FAIL: 'typecheck' });
    expect(status, out).toBe(1);
    expect(out).toContain(block('lint'));
    expect(out).toContain('typecheck failed');
    expect(out).toContain('== failed: typecheck');
    expect(calls()).toEqual(['build', 'lint', 'other', 'other', 'typecheck']);
  });

  test('the build fails: its output printed, CI fails before any test', () => {
    ciStubs();
    const { status, out } = run('bash', ['.ci/run'], { FAIL: 'build' });
    expect(status, out).toBe(1);
    expect(out).toContain('build failed');
    expect(out).toContain(block('typecheck'));
    expect(out).toContain('== failed: build');
    expect(calls()).toEqual(['build', 'lint', 'other', 'other', 'typecheck']);
  });

  test.each([['vitest'], ['postgres'], ['vitest postgres']])(
    'the two vitest passes: %s failing fails CI, both printed whole, no browser test run',
    (failing) => {
      ciStubs();
      const { status, out } = run('bash', ['.ci/run'], { FAIL: failing });
      expect(status, out).toBe(1);
      expect(out).toContain(block('postgres', 'on PostgreSQL'));
      expect(out).toContain(block('vitest'));
      expect(out).toContain(`== failed: ${failing}`);
      expect(calls()).not.toContain('browser');
    },
  );

  test('chromium missing: Debian’s packages are installed beside npm install, and waited for before lint', () => {
    ciStubs();
    fs.rmSync(path.join(dir, 'bin', 'chromium'));
    fs.rmSync(path.join(dir, 'bin', 'pdftoppm'));
    // A PATH of the stubs and the few system commands the scripts use, without the machine's chromium.
    const sys = path.join(dir, 'sys');
    fs.mkdirSync(sys);
    for (const cmd of [
      'bash',
      'cat',
      'chmod',
      'dirname',
      'env',
      'kill',
      'ls',
      'mktemp',
      'rm',
      'seq',
      'sleep',
      'touch',
    ]) {
      const found = spawnSync('bash', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();
      fs.symlinkSync(found, path.join(sys, cmd));
    }
    // apt-get: waits for npm's install to have started beside it, then « installs » chromium and poppler.
    stub(
      'apt-get',
      `touch "$MARKS/packages.started"; echo "apt-get $*" >>"$MARKS/apt"
if [ "$1" = install ]; then
  for _ in $(seq 1 200); do [ -e "$MARKS/other.started" ] && break; sleep 0.1; done
  [ -e "$MARKS/other.started" ] || { echo "apt-get: npm install never started beside it"; exit 4; }
  printf '#!/usr/bin/env bash\necho "Chromium 1.0"\n' >"$MARKS/bin/chromium"; chmod +x "$MARKS/bin/chromium"
  printf '#!/usr/bin/env bash\nexit 0\n' >"$MARKS/bin/pdftoppm"; chmod +x "$MARKS/bin/pdftoppm"
  touch "$MARKS/packages.ended"
fi`,
    );
    const { status, out } = run('bash', ['.ci/run'], {
      PATH: `${path.join(dir, 'bin')}:${sys}`,
      EXPECT_PACKAGES: '1',
    });
    expect(status, out).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'apt'), 'utf8')).toBe(
      'apt-get update -qq\napt-get install -y -qq chromium poppler-utils\n',
    );
    expect(out).toContain('Chromium 1.0');
    expect(out).toMatch(/== packages: exit 0 after \d+ s/);
    expect(calls()).toContain('browser');
  });

  test('the browser tests failing fails CI', () => {
    ciStubs();
    const { status, out } = run('bash', ['.ci/run'], { FAIL: 'browser' });
    expect(status, out).toBe(1);
    expect(out).toContain(block('browser'));
    expect(out).toContain('== failed: browser');
  });
});

describe('npm test (scripts/test-all.mjs)', () => {
  /** npx and npm that record their arguments; vitest and playwright report 5 and 3 passed tests. */
  function testStubs() {
    stub(
      'npx',
      `echo "npx $*" >>"$MARKS/calls"
if [ "$1" = vitest ]; then
  for a in "$@"; do case "$a" in --outputFile.json=*) f=\${a#--outputFile.json=} ;; esac; done
  echo '{"numPassedTests":5,"numFailedTests":0,"testResults":[]}' >"$f"
else
  echo '{"stats":{"expected":3,"unexpected":0,"flaky":0}}' >"$PLAYWRIGHT_JSON_OUTPUT_NAME"
fi`,
    );
    stub('npm', 'echo "npm $*" >>"$MARKS/calls"');
  }
  const callList = () => fs.readFileSync(path.join(dir, 'calls'), 'utf8').trim().split('\n');

  test('--e2e-only builds and runs the browser tests, not vitest', () => {
    testStubs();
    const { status, out } = run('node', ['scripts/test-all.mjs', '--e2e-only']);
    expect(status, out).toBe(0);
    expect(callList()).toEqual(['npm run build', 'npx playwright test -c e2e/playwright.config.ts']);
    expect(out).toContain('tests: 3 passed, 0 failed');
  });

  test('--e2e-only --built runs the browser tests on the site already built', () => {
    testStubs();
    const { status, out } = run('node', ['scripts/test-all.mjs', '--e2e-only', '--built']);
    expect(status, out).toBe(0);
    expect(callList()).toEqual(['npx playwright test -c e2e/playwright.config.ts']);
    expect(out).toContain('tests: 3 passed, 0 failed');
  });

  test('--no-e2e runs vitest alone; with no flag, both', () => {
    testStubs();
    const alone = run('node', ['scripts/test-all.mjs', '--no-e2e']);
    expect(alone.status, alone.out).toBe(0);
    expect(callList().map((c) => c.split(' ').slice(0, 2).join(' '))).toEqual(['npx vitest']);
    expect(alone.out).toContain('tests: 5 passed, 0 failed');
    fs.rmSync(path.join(dir, 'calls'));
    const both = run('node', ['scripts/test-all.mjs']);
    expect(both.out).toContain('tests: 8 passed, 0 failed');
  });

  test('--e2e-only or --built with --no-e2e or --engine-only is refused', () => {
    testStubs();
    for (const other of ['--no-e2e', '--engine-only']) {
      expect(run('node', ['scripts/test-all.mjs', '--e2e-only', other]).status).not.toBe(0);
      expect(run('node', ['scripts/test-all.mjs', '--built', other]).status).not.toBe(0);
    }
    expect(fs.existsSync(path.join(dir, 'calls'))).toBe(false);
  });
});
