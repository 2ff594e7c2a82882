import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { PRODUCTION_ENV } from './test/production-env';

// Issue 16, finding 1: a production shop that runs the demo checkout on purpose says so at every start.
test('DEMO_PAYMENTS=true in production starts, with a warning line and a DEMO PAYMENTS banner', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-server-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      ...PRODUCTION_ENV,
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    },
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += String(chunk)));
  child.stderr.on('data', (chunk) => (out += String(chunk)));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner in time:\n${out}`)), 110_000);
      child.stdout.on('data', () => {
        // The banner (console) and the log line (pino) are two writers: wait for both.
        if (out.includes('DEMO PAYMENTS') && out.includes('demo payments are on')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}:\n${out}`)));
    });
    expect(out).toMatch(/DEMO PAYMENTS: .*DEMO_PAYMENTS=true/);
    const warning = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; paypal?: string })
      .find((l) => l.msg.startsWith('demo payments are on'));
    expect(warning, out).toMatchObject({ level: 40, paypal: 'demo' });
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
