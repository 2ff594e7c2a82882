/**
 * A worker killed while it holds a job (issue 40, decision 0273): its job is not left `active` until
 * pg-boss's expiry (15 minutes) but handed back as soon as the process has been silent for three
 * heartbeats, and done by another worker — here a PDF reading whose writer was waiting on the model.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { startFakeOpenAi } from './fake-openai-server';
import { insertUser, sessionFor } from './fixtures';
import { moneyViolations } from './money-invariants';
import { payload } from './readings-kit';
import { eventually } from './test-app';
import { recordConsent } from '#api/modules/consent/consent.service.ts';
import { acceptReadingData } from '#api/modules/consent/reading-data.service.ts';
import { topUp } from '#api/modules/wallet/wallet.service.ts';

const baseUrl = process.env.DATABASE_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const children: ChildProcess[] = [];
let dbName = '';
let dataDir = '';
let url = '';
let api = '';
let handle: DatabaseHandle;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(entry: 'server' | 'worker', name: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', `${entry}.ts`)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      READING_SUSPENSE_MS: '0',
      AI_BASE_URL: ai.baseURL,
      AI_API_KEY: 'sk-test-fake',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '120000',
      JOB_HEARTBEAT_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', fs.openSync(path.join(dataDir, `${name}.log`), 'a'), 'inherit'],
  });
  children.push(child);
  return child;
}

const logOf = (name: string) => fs.readFileSync(path.join(dataDir, `${name}.log`), 'utf8');

describe.skipIf(!baseUrl)('a worker killed while it holds a job', () => {
  beforeAll(async () => {
    ai = await startFakeOpenAi('hang');
    dbName = `arcanes_deadworker_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(baseUrl!);
    u.pathname = `/${dbName}`;
    url = u.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-deadworker-'));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    start('server', 'server', { PORT: String(port), PUBLIC_URL: api, RUN_WORKERS: 'false' });
    await eventually(async () => (await fetch(`${api}/readyz`).catch(() => null))?.ok, 90_000, 250);
    handle = await openDatabase({ database: { kind: 'postgres', url } });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) =>
            c.exitCode !== null || c.signalCode !== null
              ? resolve()
              : (c.once('exit', () => resolve()), c.kill('SIGTERM')),
          ),
      ),
    );
    await handle?.close();
    await ai?.close();
    if (dbName) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('its job is done by another worker within seconds, once', async () => {
    const db = handle.db;
    const first = start('worker', 'worker-1');
    await eventually(async () => logOf('worker-1').includes('worker started'), 90_000, 250);

    const user = await insertUser(db);
    await recordConsent(db, {
      owner: { userId: user.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(db, user.id, { ip: null, userAgent: null });
    await topUp(db, { userId: user.id, cents: 5000, key: `dead-worker-${user.id}` });
    const { headers } = await sessionFor(db, user.id);
    const ordered = await fetch(`${api}/api/openai/astrology/option2`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload({ domain: 'astrology', option: 2 })),
    });
    expect(ordered.status).toBe(200);
    const { reading_id } = (await ordered.json()) as { reading_id: string };

    // The first worker holds the delivery and waits on the model; then it is killed.
    await eventually(async () => ai.requests.length > 0, 60_000, 100);
    const held = await db
      .selectFrom('job_holds')
      .selectAll()
      .where('queue', '=', 'reading-delivery')
      .execute();
    expect(held).toHaveLength(1);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));

    ai.setMode('ok');
    const killedAt = Date.now();
    start('worker', 'worker-2');
    const sent = await eventually(
      async () => {
        const r = await db
          .selectFrom('readings')
          .select(['status'])
          .where('id', '=', reading_id)
          .executeTakeFirst();
        return r?.status === 'sent' ? r : null;
      },
      90_000,
      250,
    );
    expect(sent).toBeTruthy();
    // pg-boss alone would have waited for the job's expiry (15 minutes).
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(logOf('worker-2')).toContain('jobs of a stopped process handed back for a retry');
    const mails = fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    const reports = mails.filter((f) =>
      fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8').includes(reading_id),
    );
    expect(reports).toHaveLength(1);
    expect(await moneyViolations(db, [user.id])).toEqual([]);
  }, 240_000);
});
