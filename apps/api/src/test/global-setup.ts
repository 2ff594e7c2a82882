import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createQueue } from '../jobs/queue';
import { allJobs } from '../jobs/registry';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite folder takes seconds to initialise; a copy of a migrated one opens in about half a
 * second. So the API tests copy this template (migrations and the job queue's schema applied).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-template-'));
  const dir = path.join(root, 'pglite');
  const handle = await openDatabase({ database: { kind: 'pglite', dir } });
  await migrateToLatest(handle.db as Kysely<unknown>);
  const queue = await createQueue({
    handle,
    jobs: allJobs,
    log: pino({ level: 'silent' }),
    pollingIntervalSeconds: 1,
  });
  await queue.stop();
  await handle.close();
  project.provide('pgliteTemplate', dir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
