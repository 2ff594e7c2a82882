import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const FIRST = '2026-12-13T05-10-admin-lists-order';

/** Issue 37: the forecasts' and reviews' order indexes build on a database with reviews, and go back. */
test('the admin lists’ order indexes apply on a database with reviews, valid, and go back', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    await sql`insert into users (username, email, first_name, last_name, password_hash)
      select 'user' || g, 'user' || g || '@exemple.fr', 'Prénom', 'Nom', 'x' from generate_series(1, 30) g`.execute(
      db,
    );
    await sql`insert into readings (user_id, domain, option, inputs, price_cents, status, idempotency_key)
      select id, 'tarot', 1, '{}'::jsonb, 699, 'answered', 'k' || id from users`.execute(db);
    await sql`insert into reviews (reading_id, user_id, author, rating, text, lang, status, moderated_at)
      select r.id, r.user_id, 'A. B.', 4, 'Un avis de test', 'fr',
        case when r.user_id % 3 = 0 then 'pending' else 'published' end,
        case when r.user_id % 3 = 0 then null else now() end
      from readings r`.execute(db);

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const built = await sql<{ name: string; valid: boolean }>`
      select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname in ('subscriptions_end_idx', 'reviews_status_created_idx', 'reviews_status_moderated_idx')
      order by 1`.execute(db);
    expect(built.rows).toEqual([
      { name: 'reviews_status_created_idx', valid: true },
      { name: 'reviews_status_moderated_idx', valid: true },
      { name: 'subscriptions_end_idx', valid: true },
    ]);

    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    const after = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where indexname in ('subscriptions_end_idx', 'reviews_status_created_idx', 'reviews_status_moderated_idx')`.execute(
      db,
    );
    expect(after.rows[0]!.n).toBe(0);
  });
});
