import type { Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { freshDatabase } from '#api/test/fresh-database.ts';
import { migrateToLatest, migrator, pendingMigrations } from './migrate';
import { migrations } from './migrations/registry';

// The start-up shortcut (every migration already recorded: one statement) must not skip a pending one.
test('a database one migration behind gets it at start', async () => {
  const { handle, drop } = await freshDatabase();
  try {
    const db = handle.db as Kysely<unknown>;
    const names = Object.keys(migrations);
    const last = names.at(-1)!;
    await migrator(db).migrateTo(names.at(-2)!);
    expect(await pendingMigrations(db)).toEqual([last]);
    const result = await migrateToLatest(db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[last, 'Success']]);
    expect(await pendingMigrations(db)).toEqual([]);
  } finally {
    await handle.close();
    await drop();
  }
});
