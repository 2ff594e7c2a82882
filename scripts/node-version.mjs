// The Node.js this project runs on: the `node` dev dependency (package.json), whose binary npm puts
// first on the PATH of every `npm run` script and `npx` command, whatever Node the machine has
// (decision 0280). Each runner (vitest, Playwright and its web server, scripts/test-all.mjs) calls
// this first, so that a run on another Node fails at once instead of passing on an unsupported one.
import fs from 'node:fs';

const root = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** The major version the project requires (`engines.node`, e.g. ">=24" → 24). */
export const requiredMajor = Number(/\d+/.exec(root.engines.node)[0]);

/** Throws unless this process runs on the required major; returns the version (e.g. "v24.21.0"). */
export function assertSupportedNode(where) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== requiredMajor)
    throw new Error(
      `${where} runs on Node ${process.version} (${process.execPath}); this project needs Node ${requiredMajor}: ` +
        'run it through npm (`npm test`, `npm run …`, `npx …`), which puts node_modules/.bin/node first',
    );
  return process.version;
}
