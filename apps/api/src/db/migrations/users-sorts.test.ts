import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';
import { indexesNamed, usersWithReadings } from '#api/test/migration-data.ts';
import { USERS_SORT_INDEXES } from './2026-12-14T06-00-users-sorts';

const FIRST = '2026-12-14T06-00-users-sorts';

/** Whether the statistics on the searched text exist. */
const searchStats = async (db: Parameters<typeof indexesNamed>[0]) =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from pg_statistic_ext where stxname = 'users_search_stats'`.execute(db)
  ).rows[0]!.n;

/** Issue 37: the accounts list's remaining sorts read an index; built on a database with accounts, and undone. */
test('the account-sort indexes and the search statistics apply on a database with accounts and go back', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    await usersWithReadings(db, { users: 40, perUser: 1, statuses: ['answered'] });
    await sql`update users set balance_cents = (id * 37) % 5000, login_count = id % 7,
      last_login_at = case when id % 3 = 0 then null else now() - make_interval(days => id % 30) end`.execute(
      db,
    );
    expect(await indexesNamed(db, USERS_SORT_INDEXES)).toEqual([]);
    expect(await searchStats(db)).toBe(0);

    expect((await migrateToLatest(db)).error).toBeUndefined();
    expect(await searchStats(db)).toBe(1);
    expect(await indexesNamed(db, USERS_SORT_INDEXES)).toEqual(
      [...USERS_SORT_INDEXES].sort().map((name) => ({ name, valid: true })),
    );

    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    expect(await indexesNamed(db, USERS_SORT_INDEXES)).toEqual([]);
    expect(await searchStats(db)).toBe(0);
  });
});
