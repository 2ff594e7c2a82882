import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#api/db/database.ts';
import { migrator } from '#api/db/migrate.ts';
import { migrations } from '#api/db/migrations/registry.ts';

/**
 * A fresh database on the engine under test: PGlite (a copy of the folder global-setup.ts initialised:
 * the same as a new one, without its seconds of initialisation), or PostgreSQL when DATABASE_URL is set.
 */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** PostgreSQL only: the fresh database's address. */
  url?: string;
}> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-migrate-'));
    const empty = inject('pgliteEmpty');
    if (empty) fs.cpSync(empty, path.join(dir, 'pglite'), { recursive: true });
    const handle = await openDatabase({ database: { kind: 'pglite', dir: path.join(dir, 'pglite') } });
    return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `arcanes_m_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ database: { kind: 'postgres', url: url.toString() } });
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A migration test's database: fresh, migrated up to the migration just before `name` (so the test
 * can write rows as they were before it), handed to `work`, then closed and dropped whatever happens.
 */
export async function databaseBefore(
  name: string,
  work: (ctx: { db: Kysely<unknown>; handle: DatabaseHandle; names: string[] }) => Promise<void>,
): Promise<void> {
  const { handle, drop } = await freshDatabase();
  try {
    const db = handle.db as Kysely<unknown>;
    const names = Object.keys(migrations);
    const index = names.indexOf(name);
    if (index < 1) throw new Error(`no migration before ${name}`);
    const { error } = await migrator(db).migrateTo(names[index - 1]!);
    if (error) throw error;
    await work({ db, handle, names });
  } finally {
    await handle.close();
    await drop();
  }
}
