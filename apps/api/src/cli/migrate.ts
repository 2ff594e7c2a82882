import type { Kysely } from 'kysely';
import { loadConfig } from '#api/config.ts';
import { openDatabase } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';

/** `npm run migrate`: applies pending migrations; exits non-zero on failure. */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    const result = await migrateToLatest(handle.db as Kysely<unknown>, { engine: handle.engine });
    const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
