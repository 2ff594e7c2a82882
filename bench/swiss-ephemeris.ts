// The Swiss Ephemeris as the benchmark's yardstick for computeChart (decision 0101 keeps it out of the
// product: native code, AGPL or a paid licence). It is installed for the benchmark only, on first use,
// outside the workspace's dependencies (a compile of a minute or more that no install of the project
// should pay), into node_modules/.cache/, and run here, on this machine, never shipped or served.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '2.10.3-b-1'; // the Swiss Ephemeris 2.10 of test-fixtures/ephemeris-reference.json

export interface SwissEphemeris {
  calc_ut(jdUt: number, body: number, flags: number): { data: number[]; error: string };
  houses(
    jdUt: number,
    lat: number,
    lon: number,
    system: string,
  ): { data: { houses: number[]; points: number[] } };
  constants: Record<string, number>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.join(here, '..', 'node_modules', '.cache', 'arcanes-bench', 'sweph');
const require = createRequire(import.meta.url);

function load(): SwissEphemeris | null {
  try {
    return require(path.join(dir, 'node_modules', 'sweph')) as SwissEphemeris;
  } catch {
    return null;
  }
}

function npm(args: string[]): boolean {
  const r = spawnSync('npm', args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return r.status === 0;
}

/** The Swiss Ephemeris bindings, installed and built on first use; null (and why) when that fails. */
export function swissEphemeris(): { swe: SwissEphemeris } | { why: string } {
  let swe = load();
  if (swe) return { swe };
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'package.json')))
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  console.log(
    `installing the Swiss Ephemeris (sweph ${VERSION}, built from source) for this benchmark only…`,
  );
  if (!npm(['install', '--no-audit', '--no-fund', `sweph@${VERSION}`]))
    return { why: `npm install sweph@${VERSION} failed` };
  swe = load();
  // npm may leave a package's build script to an approval: build it explicitly.
  if (!swe && npm(['rebuild', 'sweph'])) swe = load();
  return swe ? { swe } : { why: 'sweph did not build (node-gyp needs python3, make and a C++ compiler)' };
}
