/**
 * The documented production set-up starts several processes together (issue 34): API processes and a
 * job worker started at the same moment on a fresh PostgreSQL database each migrate it and create the
 * job queues. One of them used to exit on « deadlock detected » (pg-boss's create_queue run by all at
 * once). Every one of them must become ready, and the database end up migrated once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, test } from 'vitest';
import { migrations } from '#api/db/migrations/registry.ts';
import { allJobs } from '#api/jobs/registry.ts';
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

const baseUrl = process.env.DATABASE_URL;
const SERVERS = 3;
const started: Started[] = [];
const databases: string[] = [];
const dataDirs: string[] = [];

describe.skipIf(!baseUrl)('several processes started together on a fresh PostgreSQL database', () => {
  afterAll(async () => {
    await stopProcesses(started);
    for (const name of databases) await dropDatabase(baseUrl!, name);
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test(`${SERVERS} API processes and a worker started at once all become ready`, async () => {
    const name = `arcanes_start_${process.pid}`;
    databases.push(name);
    const databaseUrl = await createDatabase(baseUrl!, name);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-start-'));
    dataDirs.push(dataDir);
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    const servers: { url: string; process: Started }[] = [];
    for (let i = 0; i < SERVERS; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      servers.push({
        url,
        process: startProcess('server', {
          ...env,
          PORT: String(port),
          PUBLIC_URL: url,
          RUN_WORKERS: 'false',
        }),
      });
    }
    const worker = startProcess('worker', { ...env, LOG_LEVEL: 'info' });
    started.push(...servers.map((s) => s.process), worker);

    await Promise.all([
      ...servers.map((s) => waitReady(s.url, s.process)),
      // The worker has no HTTP port: it logs once its workers run.
      waitForLog(worker, /worker started/),
    ]);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows: applied } = await db.query<{ name: string }>('select name from kysely_migration');
      expect(applied.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      const boss = new PgBoss({ db: { executeSql: (text, values) => db.query(text, values) } });
      const queues = await boss.getQueues();
      expect(queues.map((q) => q.name)).toEqual(expect.arrayContaining(allJobs.map((j) => j.name)));
    } finally {
      await db.end();
    }
    expect(worker.child.exitCode, worker.stderr()).toBeNull();
    for (const s of servers) expect(s.process.child.exitCode, s.process.stderr()).toBeNull();
  }, 180_000);
});
