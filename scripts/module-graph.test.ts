/**
 * What a single question loads: the readings service names the jobs it enqueues (the PDF delivery, the
 * order's confirmation) through their light `*.address.ts` modules and reaches invoices, whose PDF is
 * drawn on demand, so none of the PDF code (apps/api/src/pdf/) is in its static module graph (it was:
 * 11 of its 111 files, with pdfkit and the fonts behind them). The graph is esbuild's, followed through
 * static imports only — a dynamic import() loads when it runs, not with the module.
 */
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

async function staticGraph(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  });
  const inputs: Metafile['inputs'] = result.metafile.inputs;
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const i of inputs[queue.shift()!]?.imports ?? []) {
      if (i.kind === 'dynamic-import' || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      queue.push(i.path);
    }
  }
  return [...seen];
}

test("a single question's module graph holds no PDF code", async () => {
  const graph = await staticGraph('apps/api/src/modules/readings/readings.service.ts');
  expect(graph.length).toBeGreaterThan(20);
  expect(graph).toContain('apps/api/src/jobs/reading-delivery.address.ts');
  expect(graph.filter((f) => f.startsWith('apps/api/src/pdf/'))).toEqual([]);
});

test('the graph is followed: the delivery job itself does reach the PDF code', async () => {
  const graph = await staticGraph('apps/api/src/jobs/reading-delivery.job.ts');
  expect(graph).toContain('apps/api/src/pdf/reading-pdf.ts');
});
