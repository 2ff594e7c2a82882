import { sql } from 'kysely';
import { DB_ID_MAX } from '@arcanes/contracts/common';
import type { Db } from '#api/db/tx.ts';
import { boundedCount, capped, keysetPage, type KeysetSpec } from '#api/lib/paging.ts';

/** Calendar days, revenue and deadlines are read in the site's time zone. */
export const SITE_TIME_ZONE = 'Europe/Paris';
/** Midnight (site time) of a YYYY-MM-DD date, as an instant. */
const siteMidnight = (date: string) => sql`((${date})::date::timestamp at time zone ${SITE_TIME_ZONE})`;

// ---- Audit log

export interface LogFilter {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

/** Newest first, by time then id: the index `audit_log_at_id_idx` (and the per-filter ones) in order. */
export const LOGS_PAGE: KeysetSpec = {
  list: 'admin-logs',
  sort: 'a.at',
  sortType: 'timestamptz',
  id: 'a.id',
  idType: 'bigint',
  direction: 'desc',
};

/** The `action` column in byte order, as `audit_log_action_idx` holds it. */
const actionC = sql<string>`(a.action collate "C")`;

/**
 * The audit entries a filter matches (`base`), and the same entries as disjoint index ranges for the
 * count (`parts`): by action, the action itself and what lies under it, each one range of the action
 * index in byte order, which its count walks up to the cap (see `listLogs`).
 */
export async function logsMatching(db: Db, f: Omit<LogFilter, 'cursor' | 'limit'>) {
  let common = db.selectFrom('audit_log as a');
  if (f.actor) {
    const actor = f.actor;
    // An id beyond the int4 range names nobody (and would make PostgreSQL fail): matched as a name.
    if (/^\d{1,10}$/.test(actor) && Number(actor) <= DB_ID_MAX)
      common = common.where('a.actor_id', '=', Number(actor));
    else {
      // The account of that name (any account, erased ones too: their entries stay), looked up by the
      // unique index on lower(username), then its entries by the acting-user index; a name that is no
      // account's is the label of an actor without account (« system »), read by its own index. One
      // index each: an OR of the two made the planner walk the whole log by date for a rare actor.
      const named = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', actor.toLowerCase())
        .executeTakeFirst();
      common = named
        ? common.where('a.actor_id', '=', named.id)
        : common.where(sql`lower(a.actor_label)`, '=', actor.toLowerCase());
    }
  }
  if (f.from) common = common.where(sql<boolean>`a.at >= ${siteMidnight(f.from)}`);
  if (f.to) common = common.where(sql<boolean>`a.at < ${siteMidnight(f.to)} + interval '1 day'`);
  if (!f.action) return { base: common, parts: [common] };
  // "admin.user" matches itself and everything under it (admin.user.create, admin.user.update…): in
  // byte order, everything under it is the range from "admin.user." up to "admin.user/" ('/' follows
  // '.'), which leaves out its neighbours ("admin.user-x", "admin.users"). The page reads the two as
  // one condition; the count reads each range alone, so that the planner knows how many entries each
  // holds from the index's statistics and walks it up to the cap. Counted through one filter, it
  // expected a few and read them all into a bitmap (issue 37: 35 714 entries for a count capped at
  // 10 000; 3,6× from empty to big).
  const itself = sql<string>`${f.action} collate "C"`;
  const under = [
    sql<string>`${`${f.action}.`} collate "C"`,
    sql<string>`${`${f.action}/`} collate "C"`,
  ] as const;
  return {
    base: common.where((eb) =>
      eb.or([eb(actionC, '=', itself), eb.and([eb(actionC, '>=', under[0]), eb(actionC, '<', under[1])])]),
    ),
    parts: [
      common.where(actionC, '=', itself),
      common.where(actionC, '>=', under[0]).where(actionC, '<', under[1]),
    ],
  };
}

export async function listLogs(db: Db, f: LogFilter, countCap: number) {
  const { base, parts } = await logsMatching(db, f);
  const [page, count] = await Promise.all([
    keysetPage(
      base
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .select([
          'a.id',
          'a.at',
          'a.actor_id',
          'a.action',
          'a.target',
          'a.details',
          'a.ip',
          sql<string | null>`coalesce(u.username, a.actor_label)`.as('actor'),
        ]),
      LOGS_PAGE,
      { cursor: f.cursor, limit: f.limit },
      f.limit,
    ),
    // A bounded count: at most countCap + 1 matching rows are read from each part, whatever the
    // table's size.
    Promise.all(parts.map((part) => boundedCount(db, part, countCap))),
  ]);
  return {
    ...page,
    ...capped(
      count.reduce((sum, c) => sum + c.total + (c.capped ? 1 : 0), 0),
      countCap,
    ),
  };
}

/**
 * The distinct action names, read by skipping through the action index (one probe per name, a few
 * dozen) instead of scanning every audit row.
 */
export async function distinctActions(db: Db): Promise<string[]> {
  const result = await sql<{ action: string }>`
    with recursive names(action) as (
      (select action collate "C" from audit_log order by action collate "C" limit 1)
      union all
      select (select a.action collate "C" from audit_log a where a.action collate "C" > n.action
              order by a.action collate "C" limit 1)
      from names n where n.action is not null
    )
    select action from names where action is not null`.execute(db);
  return result.rows.map((r) => r.action).sort();
}

// ---- Subscriptions

export type SubscriptionState = 'active' | 'inactive' | 'expired';

/**
 * Inactive when its payment or its reading was refunded (a refund also ends the plan) or its holder erased their
 * account, or when it has not started yet; expired once the end date has passed; active otherwise.
 * The same order as the user's own subscription page (payments module).
 */
const subscriptionState = sql<SubscriptionState>`case
  when p.status = 'refunded' or r.status = 'refunded' or s.user_id is null or u.deleted_at is not null then 'inactive'
  when s.end_date <= now() then 'expired'
  when s.starts_at > now() then 'inactive'
  else 'active' end`;

/** The forecasts, latest end first: `subscriptions_end_idx` in order. */
export const SUBSCRIPTIONS_PAGE: KeysetSpec = {
  list: 'admin-subscriptions',
  sort: 's.end_date',
  sortType: 'timestamptz',
  id: 's.id',
  idType: 'integer',
  direction: 'desc',
};

export async function listSubscriptions(
  db: Db,
  f: { status?: SubscriptionState; limit: number; cursor?: string | undefined },
  countCap: number,
) {
  let base = db
    .selectFrom('subscriptions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('payments as p', 'p.id', 's.payment_id')
    .leftJoin('readings as r', 'r.id', 's.reading_id');
  if (f.status) base = base.where(sql<boolean>`${subscriptionState} = ${f.status}`);
  const [page, count] = await Promise.all([
    keysetPage(
      base.select([
        's.id',
        's.user_id',
        's.plan',
        's.payment_id',
        's.starts_at',
        's.end_date',
        sql<string | null>`case when u.deleted_at is null then u.username end`.as('username'),
        subscriptionState.as('state'),
      ]),
      SUBSCRIPTIONS_PAGE,
      { cursor: f.cursor, limit: f.limit },
      f.limit,
    ),
    // A bounded count: at most countCap + 1 matching rows are read, whatever the table's size.
    boundedCount(db, base, countCap),
  ]);
  return { ...page, ...count };
}

// ---- Payments (the list itself comes from the payments module; only names are looked up here)

export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

// ---- Summary

/** The first instant of the window: midnight, site time, `days - 1` days ago. */
const windowStart = (days: number) =>
  sql`(date_trunc('day', now() at time zone ${SITE_TIME_ZONE}) - make_interval(days => ${days - 1})) at time zone ${SITE_TIME_ZONE}`;

/** The first site day of the window: `days - 1` days before today, site time. */
const firstDay = (days: number) => sql`((now() at time zone ${SITE_TIME_ZONE})::date - ${days - 1}::integer)`;

/**
 * Card and PayPal payments that succeeded, per site day of the window (the demo checkout moves no
 * money: never revenue). Read from the totals the payments' triggers keep (migration
 * 2026-12-10T05-10), not from the payments themselves: the cost does not grow with the years.
 */
export async function revenueByDay(db: Db, days: number) {
  const rows = await db
    .selectFrom('payment_day_totals')
    .select(['day', 'succeeded_cents', 'succeeded_count'])
    .where(sql<boolean>`day >= ${firstDay(days)}`)
    .where('succeeded_count', '<>', 0)
    .execute();
  return rows.map((r) => ({
    day: r.day,
    cents: Number(r.succeeded_cents),
    count: Number(r.succeeded_count),
  }));
}

/**
 * What the wallets spent on readings in each domain (decision 0210: a top-up is an amount, not tied to
 * a domain, so the domain of a sale is the reading's). Refunded and failed readings are not sales.
 */
export async function revenueByDomain(db: Db, days: number) {
  const rows = await db
    .selectFrom('reading_day_totals')
    .select([
      'domain',
      sql<string>`sum(revenue_cents)`.as('cents'),
      sql<string>`sum(revenue_count)`.as('count'),
    ])
    .where(sql<boolean>`day >= ${firstDay(days)}`)
    .groupBy('domain')
    .orderBy('domain')
    .execute();
  return rows.map((r) => ({ domain: r.domain, cents: Number(r.cents), count: Number(r.count) }));
}

export async function refundedCents(db: Db, days: number): Promise<number> {
  const row = await db
    .selectFrom('payment_day_totals')
    .select(sql<string>`coalesce(sum(refunded_cents), 0)`.as('cents'))
    .where(sql<boolean>`day >= ${firstDay(days)}`)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** Readings ordered, by domain and option; refunded ones are not counted as sold. */
export async function readingsByDomainOption(db: Db) {
  const rows = await db
    .selectFrom('reading_day_totals')
    .select(['domain', 'option', sql<string>`sum(sold)`.as('count')])
    .groupBy(['domain', 'option'])
    .having(sql<boolean>`sum(sold) <> 0`)
    .orderBy('domain')
    .orderBy('option')
    .execute();
  return rows.map((r) => ({ domain: r.domain, option: Number(r.option), count: Number(r.count) }));
}

/** PDF reports (options 2 and 3) ordered in the last `days` days: how long the e-mail took. */
export async function deliveryStats(db: Db, days: number, promiseHours: number) {
  const seconds = sql`extract(epoch from (sent_at - created_at))`;
  const row = await db
    .selectFrom('readings')
    .select([
      sql<string>`count(*) filter (where sent_at is not null)`.as('sent'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${seconds}) filter (where sent_at is not null)`.as('p50'),
      sql<
        number | null
      >`percentile_cont(0.95) within group (order by ${seconds}) filter (where sent_at is not null)`.as(
        'p95',
      ),
      sql<string>`count(*) filter (where sent_at is not null and ${seconds} > ${promiseHours * 3600})`.as(
        'late',
      ),
      sql<string>`count(*) filter (where status in ('pending', 'queued', 'writing'))`.as('in_progress'),
      sql<string>`count(*) filter (where status = 'failed' or failed_at is not null)`.as('failed'),
    ])
    .where('option', 'in', [2, 3])
    .where(sql<boolean>`created_at >= ${windowStart(days)}`)
    .executeTakeFirstOrThrow();
  const num = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    sent: Number(row.sent),
    p50: num(row.p50),
    p95: num(row.p95),
    late: Number(row.late),
    inProgress: Number(row.in_progress),
    failed: Number(row.failed),
  };
}

// ---- Failed jobs (listed by the queue, decision 0321): the status of the readings they name

/** Each reading's status, by id; ids that are not readings are absent. */
export async function readingStatuses(db: Db, ids: string[]): Promise<Map<string, string>> {
  const uuids = ids.filter((id) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
  );
  if (uuids.length === 0) return new Map();
  const rows = await db.selectFrom('readings').select(['id', 'status']).where('id', 'in', uuids).execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}
