// `npm run bench`: runs every bench/*.bench.ts in turn (each prints its own ratios measured in one run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
    cwd: path.join(here, '..'),
  });
  if (r.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
