// Starts the built server for the browser tests on a fresh data folder (and, when DATABASE_URL is
// set, a fresh PostgreSQL database), with short reading suspense and no rate limits.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertSupportedNode } from '../scripts/node-version.mjs';

// The server and the admin command below run on this Node (process.execPath).
assertSupportedNode("The browser tests' server");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  READING_SUSPENSE_MS: process.env.READING_SUSPENSE_MS ?? '300',
  RATE_LIMITS: 'false',
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
};
if (process.env.DATABASE_URL) {
  const name = `arcanes_e2e_${process.pid}`;
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}
// The administrator of the admin tests, made as an operator would (`npm run admin:create`), before
// the server starts: an embedded (PGlite) data folder may be opened by one process at a time.
const admin = { username: 'e2e_admin', email: 'e2e.admin@example.com', password: 'Cle-Admin-2024!' };
const created = spawnSync(process.execPath, ['apps/api/dist/cli/admin-create.js'], {
  env: {
    ...env,
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL_ADDRESS: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (created.status !== 0) process.exit(created.status ?? 1);
fs.writeFileSync(
  path.join(os.tmpdir(), `arcanes-e2e-${process.env.PORT}.json`),
  JSON.stringify({ dataDir, databaseUrl: env.DATABASE_URL ?? null, admin }),
);
const child = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
