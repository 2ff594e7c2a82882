// Lighthouse (performance, accessibility, best practices, SEO), mobile, of the home page, the legal
// notice, two pages of a new customer and two of a customer with a year of readings and top-ups
// (bench/year-of-data.ts; the history's layout shift must be 0), served by the built server, in Debian's chromium;
// prints each score and its ratio to its target (performance: 0.97 public pages, 0.90 logged-in pages;
// the other categories 0.95).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, registeredCustomer, startBuiltServer } from './lib';
import { seedYearOfData } from './year-of-data';

const TARGET = 0.95;
// A customer of a year (monthly top-ups, 80 readings) written before the server opens the data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-bench-lighthouse-'));
const regular = await seedYearOfData(dataDir);
const server = await startBuiltServer({}, { dataDir });

// A registered customer's session cookie, for the logged-in pages.
const cookie = `arcanes_session=${(await registeredCustomer(server.url, 'lighthouse')).token}`;
const categoriesOf = (headers: {
  cookie?: string;
}): ('performance' | 'accessibility' | 'best-practices' | 'seo')[] =>
  headers.cookie
    ? ['performance', 'accessibility', 'best-practices']
    : ['performance', 'accessibility', 'best-practices', 'seo'];
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
  for (const [label, path, performanceTarget, headers] of [
    ['home', '/', 0.97, {}],
    ['legal notice', '/mentions-legales', 0.97, {}],
    ['logged in: choose a domain', '/choisir-un-domaine', 0.9, { cookie }],
    ['logged in: connected page', '/user/UserConnected', 0.9, { cookie }],
    ['a year of use: history', '/user/history', 0.9, { cookie: regular.cookie }],
    ['a year of use: payments and ledger', '/user/payments', 0.9, { cookie: regular.cookie }],
  ] as const) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // A customer's pages are kept out of search engines on purpose (noindex): no SEO score for them.
      onlyCategories: categoriesOf(headers),
      formFactor: 'mobile',
      extraHeaders: headers,
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { categories, audits, runtimeError } = result.lhr;
    console.log(`\n${label} (${path})`);
    // A run Lighthouse could not finish scores 0: say why rather than print a zero as a measure.
    if (runtimeError)
      console.log(`  Lighthouse could not measure: ${runtimeError.code} ${runtimeError.message}`);
    for (const key of categoriesOf(headers)) {
      const score = categories[key]?.score ?? 0;
      const target = key === 'performance' ? performanceTarget : TARGET;
      console.log(
        `  ${key.padEnd(15)} ${fmt(score * 100, 0).padStart(3)}  (ratio to target ${fmt(score / target, 2)})${score < target ? '  BELOW TARGET' : ''}`,
      );
    }
    for (const id of [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ] as const) {
      console.log(`  ${id.padEnd(26)} ${audits[id]?.displayValue ?? '?'}`);
    }
    const shift = audits['cumulative-layout-shift']?.numericValue;
    if (shift !== undefined && shift > 0) console.log(`  layout shift ${fmt(shift, 3)}: ABOVE TARGET 0`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
