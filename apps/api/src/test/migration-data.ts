import { sql, type Kysely } from 'kysely';

/**
 * Rows for a migration test to run on (an index must build on a database with data, not an empty one),
 * written with the schema as it stood before the migration: `users` customers, and `perUser` tarot
 * readings each, their statuses going round `statuses`.
 */
export async function usersWithReadings(
  db: Kysely<unknown>,
  o: { users: number; perUser: number; statuses: readonly string[] },
): Promise<void> {
  await sql`insert into users (username, email, first_name, last_name, password_hash)
    select 'user' || g, 'user' || g || '@exemple.fr', 'Prénom', 'Nom', 'x'
    from generate_series(1, ${o.users}::int) g`.execute(db);
  await sql`insert into readings (user_id, domain, option, inputs, price_cents, status, idempotency_key)
    select (select min(id) from users) + g % ${o.users}::int, 'tarot', 1, '{}'::jsonb, 699,
      (${sql.val(o.statuses)}::text[])[1 + g % ${o.statuses.length}::int], 'k' || g
    from generate_series(1, ${o.users * o.perUser}::int) g`.execute(db);
}

/** The named indexes that exist, each with whether it is valid, in name order. */
export async function indexesNamed(db: Kysely<unknown>, names: readonly string[]) {
  const found = await sql<{ name: string; valid: boolean }>`
    select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = any(${sql.val(names)}::text[]) order by 1`.execute(db);
  return found.rows;
}
