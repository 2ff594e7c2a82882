// `npm run typecheck` checks every workspace once: each is named in the root script, or (bench) is
// included in apps/api's tsconfig, whose options it shares, so that the API's sources are not checked a
// second time for the benchmarks that import them (decision 0430).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

test('every workspace is type-checked by the root script, itself or inside apps/api', () => {
  const pkg = json('package.json') as { workspaces: string[]; scripts: Record<string, string> };
  const named = [...pkg.scripts.typecheck!.matchAll(/-w (\S+)/g)].map((m) => m[1]);
  const apiIncludes = (json('apps/api/tsconfig.json') as { include: string[] }).include.map((i) =>
    path.normalize(path.join('apps/api', i)),
  );
  for (const ws of pkg.workspaces) {
    if (named.includes(ws)) continue;
    expect(apiIncludes, `${ws} is neither in the root typecheck nor in apps/api's tsconfig`).toContain(ws);
    // Checked inside apps/api, its own typecheck script runs that same check.
    expect((json(`${ws}/package.json`) as { scripts: Record<string, string> }).scripts.typecheck).toBe(
      'tsc -p ../apps/api',
    );
    expect(json(`${ws}/tsconfig.json`).extends).toBe(
      json('apps/api/tsconfig.json').extends.replace('../../', '../'),
    );
  }
});
