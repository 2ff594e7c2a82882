import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { createQueue } from '#api/jobs/queue.ts';
import { allJobs } from '#api/jobs/registry.ts';

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
