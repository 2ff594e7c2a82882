import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const THIS = '2026-12-01T11-00-prior-email';

test('accounts of before: an unconfirmed address keeps the last confirmed one, else the registration’s, for readings', async () => {
  await databaseBefore(THIS, async ({ db }) => {
    const user = async (name: string, email: string, verified: boolean) =>
      (
        await sql<{
          id: number;
        }>`insert into users (username, email, first_name, last_name, password_hash, email_verified_at)
          values (${name}, ${email}, 'A', 'B', 'x', ${verified ? new Date() : null}) returning id`.execute(db)
      ).rows[0]!.id;
    let n = 0;
    const link = (userId: number, email: string, at: string, used: boolean) =>
      sql`insert into email_verifications (user_id, email, token_hash, created_at, expires_at, used_at)
        values (${userId}, ${email}, ${`hash-${n++}`}, ${at}::timestamptz, now(), ${used ? at : null}::timestamptz)`.execute(
        db,
      );
    // Confirmed and unchanged.
    const a = await user('a', 'a@exemple.fr', true);
    await link(a, 'a@exemple.fr', '2026-01-01T10:00:00Z', true);
    // Confirmed a1, then a2 (confirmed), then changed to b3, not confirmed.
    const b = await user('b', 'b3@exemple.fr', false);
    await link(b, 'b1@exemple.fr', '2026-01-01T10:00:00Z', true);
    await link(b, 'b2@exemple.fr', '2026-02-01T10:00:00Z', true);
    await link(b, 'b3@exemple.fr', '2026-03-01T10:00:00Z', false);
    // Never confirmed: opened with c1, changed to c2.
    const c = await user('c', 'c2@exemple.fr', false);
    await link(c, 'c1@exemple.fr', '2026-01-01T10:00:00Z', false);
    await link(c, 'c2@exemple.fr', '2026-02-01T10:00:00Z', false);
    // Never confirmed, never changed; and an account with no link at all.
    const d = await user('d', 'd@exemple.fr', false);
    await link(d, 'd@exemple.fr', '2026-01-01T10:00:00Z', false);
    const e = await user('e', 'e@exemple.fr', false);

    expect((await migrateToLatest(db)).error).toBeUndefined();
    const rows = await sql<{ id: number; prior_email: string | null }>`
      select id, prior_email from users order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: a, prior_email: null },
      { id: b, prior_email: 'b2@exemple.fr' },
      { id: c, prior_email: 'c1@exemple.fr' },
      { id: d, prior_email: null },
      { id: e, prior_email: null },
    ]);
  });
});
