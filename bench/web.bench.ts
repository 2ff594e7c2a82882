// What a visitor's browser downloads to show the home page, from the built server (npm run build) in
// Debian's chromium: the scripts fetched until the network is idle, their size gzipped (level 9) and
// as sent (the server's encoding), and whether each came precompressed (brotli 11 at build time).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { fmt, startBuiltServer } from './lib';

const GOAL_KB = 110;
const dist = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  for (const [label, url, lang] of [
    ['home, French', '/', 'fr'],
    ['home, English', '/', 'en'],
    ['legal notice', '/mentions-legales', 'fr'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // The language a returning visitor chose (lib/storage.ts: selectedLang), set before the page runs.
    if (lang === 'en')
      await context.addInitScript({ content: "localStorage.setItem('selectedLang', 'en');" });
    const page = await context.newPage();
    const scripts: { name: string; gzip: number; sent: number; encoding: string; precompressed: boolean }[] =
      [];
    const measured: Promise<void>[] = [];
    const onResponse = (res: Response) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push({
        name: new URL(res.url()).pathname,
        gzip: 0,
        sent: 0,
        encoding: '',
        precompressed: false,
      });
      const entry = scripts[scripts.length - 1]!;
      measured.push(
        (async () => {
          const body = await res.body();
          entry.gzip = zlib.gzipSync(body, { level: 9 }).length;
          entry.sent = (await res.request().sizes()).responseBodySize;
          entry.encoding = (await res.allHeaders())['content-encoding'] ?? 'none';
          const br = path.join(dist, `${entry.name}.br`);
          entry.precompressed = fs.existsSync(br) && fs.statSync(br).size === entry.sent;
        })(),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
    for (let seen = -1; seen !== measured.length;) {
      seen = measured.length;
      await Promise.all(measured);
    }
    page.off('response', onResponse);
    const kb = (n: number) => n / 1024;
    const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
    const sent = scripts.reduce((s, x) => s + x.sent, 0);
    const encodings = [...new Set(scripts.map((x) => x.encoding))].join(', ');
    const pre = scripts.filter((x) => x.precompressed).length;
    console.log(
      `${label} (${url}): ${scripts.length} scripts, ${fmt(kb(gzip), 1)} KB gzip (ratio to the ${GOAL_KB} KB goal: ${fmt(kb(gzip) / GOAL_KB, 2)}), ${fmt(kb(sent), 1)} KB sent (${encodings}; ${pre}/${scripts.length} precompressed)`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${s.name.padEnd(48)} ${fmt(kb(s.gzip), 1).padStart(6)} KB gzip`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
