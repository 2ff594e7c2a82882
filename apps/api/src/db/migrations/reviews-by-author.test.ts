import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';
import { indexesNamed, usersWithReadings } from '#api/test/migration-data.ts';

const FIRST = '2026-12-13T05-20-reviews-by-author';
const INDEXES = ['reviews_user_created_idx', 'reviews_user_idx'];

/** Issue 37: a customer's reviews in page order, built on a database with reviews; the index it covers goes. */
test('the reviews-by-author index applies on a database with reviews, replaces the one by author alone, and goes back', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    await usersWithReadings(db, { users: 6, perUser: 10, statuses: ['answered', 'sent'] });
    await sql`insert into reviews (reading_id, user_id, author, rating, text, lang)
      select id, user_id, 'A. B.', 5, 'Un avis de test', 'fr' from readings`.execute(db);
    expect(await indexesNamed(db, INDEXES)).toEqual([{ name: 'reviews_user_idx', valid: true }]);

    expect((await migrateToLatest(db)).error).toBeUndefined();
    expect(await indexesNamed(db, INDEXES)).toEqual([{ name: 'reviews_user_created_idx', valid: true }]);

    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    expect(await indexesNamed(db, INDEXES)).toEqual([{ name: 'reviews_user_idx', valid: true }]);
  });
});
