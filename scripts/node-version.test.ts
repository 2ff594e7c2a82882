import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';
import { requiredMajor } from './node-version.mjs';

const root = path.resolve(import.meta.dirname, '..');

test('the project requires Node 24 (engines) and this test runs on it', () => {
  expect(requiredMajor).toBe(24);
  expect(process.version).toMatch(/^v24\./);
});

test('a child process started as the tests start theirs (process.execPath) runs on Node 24', () => {
  const r = spawnSync(process.execPath, ['-p', 'process.version'], { encoding: 'utf8' });
  expect(r.stdout.trim()).toMatch(/^v24\./);
});

test('npm runs scripts on the node dev dependency, whatever `node` the PATH had before', () => {
  // The PATH of a shell on a fresh machine: the system's directories only, none of node_modules/.bin.
  const systemPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter);
  const system = spawnSync('node', ['-p', 'process.version'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: systemPath },
  });
  const viaNpm = spawnSync('npm', ['exec', '--offline', '--', 'node', '-p', 'process.version'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: systemPath },
  });
  expect(viaNpm.status, viaNpm.stderr).toBe(0);
  expect(viaNpm.stdout.trim()).toMatch(/^v24\./);
  // Printed, not asserted: the machine's own Node may be anything (20 here), or absent.
  console.log(`system node: ${system.stdout.trim() || 'none'}; through npm: ${viaNpm.stdout.trim()}`);
});
