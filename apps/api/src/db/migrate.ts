import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/registry';
import { startupStep } from './startup-lock';
import type { Db } from './tx';

export function migrator(db: Kysely<unknown>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Applies every pending migration; throws with the failing migration's name. Idempotent. On
 * PostgreSQL (`engine`), one process at a time: the others wait, then find nothing left to apply.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  opts: { engine?: 'pglite' | 'postgres' } = {},
): Promise<MigrationResultSet> {
  if (await allApplied(db)) return { results: [] };
  return startupStep(
    { db: db as unknown as Db, engine: opts.engine ?? 'pglite' },
    'Migrations',
    async (at) => {
      at('applying the pending migrations');
      const result = await migrator(db).migrateToLatest();
      if (result.error) {
        const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
        at(`migration ${failed}`);
        throw result.error;
      }
      return result;
    },
  );
}

/** The migrations not yet applied; one statement when there are none (readiness probes ask often). */
export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  if (await allApplied(db)) return [];
  const list = await migrator(db).getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * One statement that answers the common case, every migration already applied, before the Migrator's
 * own checks (table introspection, a lock table, a lock), which take seconds on PGlite at each start.
 */
async function allApplied(db: Kysely<unknown>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    const names = Object.keys(migrations);
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    return false; // no migration table yet: a new database
  }
}
