import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '#api/app.ts';
import { loadConfig, type Config } from '#api/config.ts';

/**
 * A real app for API tests: PGlite in a fresh temporary folder, or, when DATABASE_URL is set,
 * a fresh PostgreSQL database created for this test file and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: BuildOptions & { beforeReady?: (app: App) => void | Promise<void> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const template = baseUrl ? '' : inject('pgliteTemplate');
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `arcanes_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // Let the app's pools finish closing first: forcing the drop while a connection is still
      // closing makes PostgreSQL kill it (57P01), which surfaces as an unhandled error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
    READING_SUSPENSE_MS: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, opts);
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Polls until `check` returns a truthy value (jobs run asynchronously). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
  stepMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
