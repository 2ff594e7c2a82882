/**
 * A worker killed while it holds a job (issue 40, decision 0273): its job is not left `active` until
 * pg-boss's expiry (15 minutes) but handed back as soon as the process has been silent for three
 * heartbeats, and done by another worker — here a PDF reading whose writer was waiting on the model.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { startFakeOpenAi } from './fake-openai-server';
import { moneyViolations } from './money-invariants';
import {
  createDatabase,
  dropDatabase,
  freePort,
  startProcess,
  stopProcesses,
  waitForLog,
  waitReady,
  type Started,
} from './processes';
import { customer, payload } from './readings-kit';
import { eventually } from './test-app';

const baseUrl = process.env.DATABASE_URL;
const processes: Started[] = [];
let dbName = '';
let dataDir = '';
let url = '';
let api = '';
let handle: DatabaseHandle;
let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;

/** A process of the test: its model a fake endpoint, a heartbeat of one second. */
function start(entry: 'server' | 'worker', env: Record<string, string> = {}) {
  const started = startProcess(entry, {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    AI_BASE_URL: ai.baseURL,
    AI_API_KEY: 'sk-test-fake',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '120000',
    JOB_HEARTBEAT_SECONDS: '1',
    ...env,
  });
  processes.push(started);
  return started;
}

describe.skipIf(!baseUrl)('a worker killed while it holds a job', () => {
  beforeAll(async () => {
    ai = await startFakeOpenAi('hang');
    dbName = `arcanes_deadworker_${process.pid}`;
    url = await createDatabase(baseUrl!, dbName);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-deadworker-'));
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    await waitReady(api, start('server', { PORT: String(port), PUBLIC_URL: api, RUN_WORKERS: 'false' }));
    handle = await openDatabase({ database: { kind: 'postgres', url } });
  }, 180_000);

  afterAll(async () => {
    await stopProcesses(processes);
    await handle?.close();
    await ai?.close();
    if (dbName) await dropDatabase(baseUrl!, dbName);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('its job is done by another worker within seconds, once', async () => {
    const db = handle.db;
    const first = start('worker');
    await waitForLog(first, /worker started/);
    const { user, headers } = await customer(db, { cents: 5000 });
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
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    ai.setMode('ok');
    const killedAt = Date.now();
    const second = start('worker');
    // It finds the silent process's job at its start (or its first beat) and hands it back.
    await waitForLog(second, /jobs of a stopped process handed back for a retry/);
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
    // The report e-mailed once, by its Message-ID (the order's confirmation, issue 41, is another mail).
    const mails = fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    const reports = mails.filter((f) =>
      fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8').includes(`<reading-${reading_id}@arcanes>`),
    );
    expect(reports).toHaveLength(1);
    expect(await moneyViolations(db, [user.id])).toEqual([]);
  }, 240_000);
});
