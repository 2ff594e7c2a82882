// Lighthouse (performance, accessibility, best practices, SEO) of the home page, served by the built
// server, in Debian's chromium; prints each score and its ratio to the 0.95 target.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { fmt, startBuiltServer } from './lib';

const TARGET = 0.95;
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [label, path] of [
    ['home', '/'],
    ['legal notice', '/mentions-legales'],
  ] as const) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    console.log(`\n${label} (${path})`);
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
      const score = categories[key]?.score ?? 0;
      console.log(
        `  ${key.padEnd(15)} ${fmt(score * 100, 0).padStart(3)}  (ratio to target ${fmt(score / TARGET, 2)})${score < TARGET ? '  BELOW TARGET' : ''}`,
      );
    }
    for (const id of [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ] as const) {
      console.log(`  ${id.padEnd(26)} ${audits[id]?.displayValue ?? '?'}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
