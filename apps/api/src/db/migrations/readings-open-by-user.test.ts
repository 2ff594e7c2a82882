import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';
import { usersWithReadings } from '#api/test/migration-data.ts';

const FIRST = '2026-12-13T05-00-readings-open-by-user';

/** Issue 37: the index of the readings not yet delivered, by owner, builds on a database with readings. */
test('the open readings index applies on a database with readings, holds only those not delivered, and goes back', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    await usersWithReadings(db, {
      users: 5,
      perUser: 28,
      statuses: ['pending', 'answered', 'queued', 'writing', 'sent', 'failed', 'refunded'],
    });

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const index = await sql<{ valid: boolean; def: string }>`
      select i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as def from pg_index i
      where i.indexrelid = 'readings_user_open_idx'::regclass`.execute(db);
    expect(index.rows).toHaveLength(1);
    expect(index.rows[0]!.valid).toBe(true);
    expect(index.rows[0]!.def).toMatch(/\(user_id\) WHERE/);
    for (const status of ['pending', 'queued', 'writing', 'failed'])
      expect(index.rows[0]!.def).toContain(status);
    for (const status of ['answered', 'sent', 'refunded']) expect(index.rows[0]!.def).not.toContain(status);

    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    const after = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where indexname = 'readings_user_open_idx'`.execute(db);
    expect(after.rows[0]!.n).toBe(0);
  });
});
