import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

// The build writes <file>.br at brotli 11 beside each asset (apps/web/build/precompress.ts, decision 0162).
let t: TestApp;
let web: string;
const script = `export const text = ${JSON.stringify('Arcanes '.repeat(400))};\n`;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-web-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><title>Arcanes</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(web, 'assets', 'app.js'), script);
  fs.writeFileSync(
    path.join(web, 'assets', 'app.js.br'),
    zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(`${web}-secret`, { recursive: true, force: true });
});

test('a browser that accepts br gets the file compressed at build time, as it is', async () => {
  const res = await t.app.inject({
    url: '/assets/app.js',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.rawPayload.equals(fs.readFileSync(path.join(web, 'assets', 'app.js.br')))).toBe(true);
  expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
});

test('without br the same file comes compressed on the fly (gzip) or plain', async () => {
  const gz = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  const plain = await t.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

test('only files of the build are sent: no way out of it, whatever the spelling', async () => {
  // A sibling folder whose name starts like the build's must stay out of reach too.
  fs.mkdirSync(`${web}-secret`, { recursive: true });
  fs.writeFileSync(path.join(`${web}-secret`, 'key.txt'), 'secret');
  const sibling = `/..%2F${path.basename(web)}-secret%2Fkey.txt`;
  for (const url of [sibling, '/%2e%2e/%2e%2e/etc/passwd', '/assets/']) {
    const res = await t.app.inject({ url });
    // The app's own « Page introuvable », with status 404 (decision 0291), never the file.
    expect(res.statusCode, url).toBe(404);
    expect(res.headers['content-type'], url).toMatch(/text\/html/);
    expect(res.body, url).not.toContain('secret');
  }
  expect((await t.app.inject({ url: '/assets/%E0%A4%A' })).statusCode).toBe(400); // Fastify refuses it
  const head = await t.app.inject({ method: 'HEAD', url: '/assets/app.js' });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toMatch(/javascript/);
});
