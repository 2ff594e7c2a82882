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
    /** A PGlite folder initialised and nothing more (no migration): what a fresh folder is, opened in a copy. */
    pgliteEmpty: string;
  }
}

/**
 * A new PGlite folder takes seconds to initialise (1.7–2.3 s here, its migrations 0.4 s); a copy of
 * one opens in about 0.3 s. So the API tests copy this template (migrations and the job queue's schema
 * applied), and the migration tests (fresh-database.ts) a copy of the same folder as it was initialised.
 * The two API projects (api, api-mocking: vitest.config.ts) share one template: vitest runs each
 * project's global setup, in the one main process.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteEmpty', '');
    return;
  }
  const shared = globalThis as { arcanesTemplate?: { dir: Promise<string>; users: number } };
  shared.arcanesTemplate ??= { dir: makeTemplate(), users: 0 };
  const template = shared.arcanesTemplate;
  template.users += 1;
  const dir = await template.dir;
  project.provide('pgliteTemplate', dir);
  project.provide('pgliteEmpty', path.join(path.dirname(dir), 'empty'));
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    if (shared.arcanesTemplate === template) delete shared.arcanesTemplate;
    fs.rmSync(path.dirname(await template.dir), { recursive: true, force: true });
  };
}

async function makeTemplate(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-template-'));
  const dir = path.join(root, 'pglite');
  const empty = path.join(root, 'empty');
  await (await openDatabase({ database: { kind: 'pglite', dir: empty } })).close();
  fs.cpSync(empty, dir, { recursive: true });
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
  return dir;
}
