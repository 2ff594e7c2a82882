import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { migrateToLatest, migrator } from '#api/db/migrate.ts';
import { databaseBefore } from '#api/test/fresh-database.ts';

const FIRST = '2026-12-10T05-00-growth-indexes';

/**
 * Issue 37: the indexes and the dashboard's totals are built on a database that already has rows
 * (a site of before), and the totals they start from equal a recount of those rows.
 */
test('the indexes and the totals apply on a database with data, the totals equal to a recount', async () => {
  await databaseBefore(FIRST, async ({ db, names }) => {
    // 40 accounts (3 administrators, 5 erased), 300 readings over 60 days in every status, 200
    // payments in every status and provider, 500 audit rows, sessions, AI calls, ledger entries.
    await sql`insert into users (username, email, first_name, last_name, password_hash, role, deleted_at, created_at)
      select 'user' || g, 'user' || g || '@exemple.fr', 'Prénom' || g, 'Nom' || g, 'x',
        case when g % 13 = 0 then 'admin' else 'user' end,
        case when g % 8 = 0 then now() end, now() - make_interval(days => g)
      from generate_series(1, 40) g`.execute(db);
    await sql`insert into readings (user_id, domain, option, inputs, price_cents, status, idempotency_key, created_at)
      select (select min(id) from users) + g % 40,
        (array['astrologie', 'numerologie', 'tarot'])[1 + g % 3], 1 + g % 3, '{}'::jsonb, 100 * (1 + g % 7),
        (array['pending', 'answered', 'queued', 'writing', 'sent', 'failed', 'refunded'])[1 + g % 7],
        'k' || g, now() - make_interval(hours => g * 5)
      from generate_series(1, 300) g`.execute(db);
    await sql`insert into payments (user_id, provider, method, offer_option, domain, amount_cents, status,
        immediate_execution_at, withdrawal_waiver_at, waiver_text_version, external_reference, number, created_at)
      select (select min(id) from users) + g % 40, (array['demo', 'stripe', 'paypal'])[1 + g % 3],
        case when g % 3 = 2 then 'paypal' else 'card' end, 1, 'astrologie', 500 + g,
        (array['pending', 'succeeded', 'failed', 'refunded', 'succeeded'])[1 + g % 5], now(), now(), 'v1',
        'ext' || g, g, now() - make_interval(hours => g * 7)
      from generate_series(1, 200) g`.execute(db);
    await sql`insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key, payment_id)
      select user_id, 'topup', amount_cents, amount_cents, 'l' || id, id from payments`.execute(db);
    await sql`insert into ai_calls (reading_id, user_id, service, provider, model, prompt, status, latency_ms, created_at)
      select id, user_id, 'reading', 'offline', 'm', 'prompt', 'ok', 10, created_at from readings`.execute(
      db,
    );
    await sql`insert into audit_log (actor_id, actor_label, action, target, at)
      select case when g % 4 = 0 then null else (select min(id) from users) + g % 40 end,
        case when g % 4 = 0 then 'system' end, (array['login', 'admin.user.update', 'wallet.topup'])[1 + g % 3],
        'user:' || g % 40, now() - make_interval(mins => g)
      from generate_series(1, 500) g`.execute(db);
    await sql`insert into sessions (token_hash, user_id, expires_at, last_used_at)
      select 't' || id, id, now() + interval '1 day', now() - make_interval(mins => id % 10) from users`.execute(
      db,
    );

    expect((await migrateToLatest(db)).error).toBeUndefined();

    const indexes = (
      await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public'`.execute(
        db,
      )
    ).rows.map((r) => r.indexname);
    for (const name of [
      'readings_created_idx',
      'payments_created_idx',
      'payments_status_created_idx',
      'ai_calls_created_idx',
      'ledger_payment_idx',
      'ledger_reading_idx',
      'audit_log_at_id_idx',
      'audit_log_actor_idx',
      'audit_log_actor_label_idx',
      'audit_log_target_idx',
      'audit_log_action_idx',
      'sessions_last_used_idx',
      'users_created_idx',
      'users_first_name_idx',
      'users_last_name_idx',
      'users_search_trgm_idx',
    ])
      expect(indexes).toContain(name);
    expect(indexes).not.toContain('audit_log_at_idx');

    // Every index was built whole (a failed build would leave an invalid one that no query reads).
    const invalid = await sql<{ name: string }>`select indexrelid::regclass::text as name from pg_index
      where not indisvalid`.execute(db);
    expect(invalid.rows).toEqual([]);

    const same = async (kept: string, recount: string) => {
      const a = (await sql.raw(kept).execute(db)).rows;
      const b = (await sql.raw(recount).execute(db)).rows;
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    };
    await same(
      `select day::text, domain, option, sold::int, revenue_count::int, revenue_cents::int from reading_day_totals
        where sold <> 0 or revenue_count <> 0 order by 1, 2, 3`,
      `select (created_at at time zone 'Europe/Paris')::date::text as day, domain, option,
         (count(*) filter (where status <> 'refunded'))::int as sold,
         (count(*) filter (where status not in ('refunded', 'failed')))::int as revenue_count,
         coalesce(sum(price_cents) filter (where status not in ('refunded', 'failed')), 0)::int as revenue_cents
       from readings group by 1, 2, 3
       having count(*) filter (where status <> 'refunded') <> 0 or count(*) filter (where status not in ('refunded', 'failed')) <> 0
       order by 1, 2, 3`,
    );
    await same(
      `select day::text, succeeded_count::int, succeeded_cents::int, refunded_cents::int from payment_day_totals order by 1`,
      `select (created_at at time zone 'Europe/Paris')::date::text as day,
         (count(*) filter (where status = 'succeeded'))::int as succeeded_count,
         coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0)::int as succeeded_cents,
         coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)::int as refunded_cents
       from payments where provider <> 'demo' and status in ('succeeded', 'refunded') group by 1 order by 1`,
    );
    await same(
      `select live::int, admins::int from user_totals`,
      `select count(*)::int as live, (count(*) filter (where role = 'admin'))::int as admins from users where deleted_at is null`,
    );
    const users = (await sql<{ live: number }>`select live::int from user_totals`.execute(db)).rows[0]!;
    expect(users.live).toBe(35);

    // And back: the previous schema is whole again (the audit's date index restored).
    expect((await migrator(db).migrateTo(names[names.indexOf(FIRST) - 1]!)).error).toBeUndefined();
    const after = (
      await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = 'public'`.execute(
        db,
      )
    ).rows.map((r) => r.indexname);
    expect(after).toContain('audit_log_at_idx');
    expect(after).not.toContain('users_search_trgm_idx');
  });
});
