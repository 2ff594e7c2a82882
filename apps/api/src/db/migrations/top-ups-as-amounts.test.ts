import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const THIS = '2026-11-26T12-00-top-ups-as-amounts';

test('old payments stay readable: numbered in the order they were made, abandoned ones expired, domains kept; forecasts may name a reading', async () => {
  await databaseBefore(THIS, async ({ db }) => {
    await sql`insert into users (username, email, first_name, last_name, password_hash)
      values ('ancien', 'ancien@exemple.fr', 'Anne', 'Ancien', 'x')`.execute(db);
    const row = (s: string, status: string, reason: string | null, domain: string) =>
      sql`insert into payments (user_id, provider, method, external_reference, offer_option, domain, amount_cents,
            status, immediate_execution_at, withdrawal_waiver_at, waiver_text_version, failure_reason, created_at)
          values ((select id from users where username = 'ancien'), 'demo', 'card', ${`demo_${s}`}, 2, ${domain}, 1990,
            ${status}, now(), now(), '2025-02-21', ${reason}, ${s}::timestamptz)`.execute(db);
    // Inserted out of order: the numbers follow the time each payment was made.
    await row('2026-03-01T10:00:00Z', 'succeeded', null, 'tarot');
    await row('2026-01-01T10:00:00Z', 'failed', 'abandoned', 'astrologie');
    await row('2026-02-01T10:00:00Z', 'failed', 'demo_failure', 'numerologie');
    await sql`insert into subscriptions (user_id, plan, payment_id, end_date)
      select user_id, 'forecast-3m:tarot', id, now() + interval '3 months' from payments where status = 'succeeded'`.execute(
      db,
    );

    const result = await migrateToLatest(db);
    expect(result.error).toBeUndefined();

    const rows = await sql<{ number: string; status: string; domain: string | null; reason: string | null }>`
      select number::text, status, domain, failure_reason as reason from payments order by created_at`.execute(
      db,
    );
    expect(rows.rows).toEqual([
      { number: '1', status: 'expired', domain: 'astrologie', reason: 'abandoned' },
      { number: '2', status: 'failed', domain: 'numerologie', reason: 'demo_failure' },
      { number: '3', status: 'succeeded', domain: 'tarot', reason: null },
    ]);
    // A new payment takes the next number, with no domain; the new statuses are accepted.
    const fresh = await sql<{ number: string }>`
      insert into payments (user_id, provider, method, offer_option, amount_cents, status,
        immediate_execution_at, withdrawal_waiver_at, waiver_text_version)
      values ((select id from users where username = 'ancien'), 'demo', 'card', 1, 699, 'cancelled', now(), now(), 'v')
      returning number::text`.execute(db);
    expect(fresh.rows).toEqual([{ number: '4' }]);
    await expect(sql`update payments set status = 'lost' where number = 4`.execute(db)).rejects.toThrow(
      /payments_status_check/,
    );
    const subs = await sql<{ plan: string; reading_id: string | null }>`
      select plan, reading_id from subscriptions`.execute(db);
    expect(subs.rows).toEqual([{ plan: 'forecast-3m:tarot', reading_id: null }]);
  });
});
