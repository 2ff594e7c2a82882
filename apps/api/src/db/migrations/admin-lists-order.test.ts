import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';
import { indexesNamed, usersWithReadings } from '#api/test/migration-data.ts';

const FIRST = '2026-12-13T05-10-admin-lists-order';
const INDEXES = ['subscriptions_end_idx', 'reviews_status_created_idx', 'reviews_status_moderated_idx'];

/** Issue 37: the forecasts' and reviews' order indexes build on a database with reviews, and go back. */
test('the admin lists’ order indexes apply on a database with reviews, valid, and go back', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    await usersWithReadings(db, { users: 30, perUser: 1, statuses: ['answered'] });
    await sql`insert into reviews (reading_id, user_id, author, rating, text, lang, status, moderated_at)
      select r.id, r.user_id, 'A. B.', 4, 'Un avis de test', 'fr',
        case when r.user_id % 3 = 0 then 'pending' else 'published' end,
        case when r.user_id % 3 = 0 then null else now() end
      from readings r`.execute(db);

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const built = await indexesNamed(db, INDEXES);
    expect(built).toEqual([
      { name: 'reviews_status_created_idx', valid: true },
      { name: 'reviews_status_moderated_idx', valid: true },
      { name: 'subscriptions_end_idx', valid: true },
    ]);

    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    expect(await indexesNamed(db, INDEXES)).toEqual([]);
  });
});
