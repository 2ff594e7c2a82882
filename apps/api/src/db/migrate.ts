import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/registry';

export function migrator(db: Kysely<unknown>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies every pending migration; throws with the failing migration's name. Idempotent. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  const result = await migrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}

export async function pendingMigrations(db: Kysely<unknown>): Promise<string[]> {
  const list = await migrator(db).getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}
