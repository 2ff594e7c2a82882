import { sql, type Kysely } from 'kysely';

// Issue 37: the admin dashboard reads totals kept by the writes themselves instead of counting a
// million readings on each load. Triggers keep them in the writing transaction, so a total never
// disagrees with a recount: each row contributes its share (day in the site's time zone, domain,
// option, whether it is sold, whether it is revenue), its old share is taken back when it changes
// and its new one added. Updates that change no share (a reading going from queued to sent) do not
// touch the totals, so the busy status changes take no lock on them.
//
// - reading_day_totals: readings per site day, domain and option — `sold` (not refunded, the
//   readings ordered), `revenue_count` / `revenue_cents` (neither refunded nor failed: sales).
// - payment_day_totals: payments per site day, the demo checkout excluded (it moves no money) —
//   succeeded count and cents, and the cents of those refunded.
// - user_totals: one row, the live accounts and the live administrators.
const ZONE = `'Europe/Paris'`;
const readingClass = (r: string) => `case ${r}.status when 'refunded' then 0 when 'failed' then 1 else 2 end`;
const statements = [
  `create table reading_day_totals (
     day date not null,
     domain text not null,
     option smallint not null,
     sold bigint not null default 0,
     revenue_count bigint not null default 0,
     revenue_cents bigint not null default 0,
     primary key (day, domain, option)
   )`,
  `create function reading_totals_add(r readings, sign integer) returns void language sql as $$
     insert into reading_day_totals as t (day, domain, option, sold, revenue_count, revenue_cents)
     values ((r.created_at at time zone ${ZONE})::date, r.domain, r.option,
       case when r.status <> 'refunded' then sign else 0 end,
       case when r.status not in ('refunded', 'failed') then sign else 0 end,
       case when r.status not in ('refunded', 'failed') then sign * r.price_cents else 0 end)
     on conflict (day, domain, option) do update set
       sold = t.sold + excluded.sold,
       revenue_count = t.revenue_count + excluded.revenue_count,
       revenue_cents = t.revenue_cents + excluded.revenue_cents
   $$`,
  `create function reading_totals_keep() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then perform reading_totals_add(old, -1); end if;
       if tg_op in ('INSERT', 'UPDATE') then perform reading_totals_add(new, 1); end if;
       return null;
     end $$`,
  `create trigger readings_totals_insert after insert or delete on readings
     for each row execute function reading_totals_keep()`,
  `create trigger readings_totals_update after update of status, created_at, domain, option, price_cents on readings
     for each row when (${readingClass('old')} <> ${readingClass('new')} or old.created_at <> new.created_at
       or old.domain <> new.domain or old.option <> new.option or old.price_cents <> new.price_cents)
     execute function reading_totals_keep()`,
  `insert into reading_day_totals (day, domain, option, sold, revenue_count, revenue_cents)
     select (created_at at time zone ${ZONE})::date, domain, option,
       count(*) filter (where status <> 'refunded'),
       count(*) filter (where status not in ('refunded', 'failed')),
       coalesce(sum(price_cents) filter (where status not in ('refunded', 'failed')), 0)
     from readings group by 1, 2, 3`,

  `create table payment_day_totals (
     day date primary key,
     succeeded_count bigint not null default 0,
     succeeded_cents bigint not null default 0,
     refunded_cents bigint not null default 0
   )`,
  `create function payment_totals_add(p payments, sign integer) returns void language sql as $$
     insert into payment_day_totals as t (day, succeeded_count, succeeded_cents, refunded_cents)
     select (p.created_at at time zone ${ZONE})::date,
       case when p.status = 'succeeded' then sign else 0 end,
       case when p.status = 'succeeded' then sign * p.amount_cents else 0 end,
       case when p.status = 'refunded' then sign * p.amount_cents else 0 end
     where p.provider <> 'demo' and p.status in ('succeeded', 'refunded')
     on conflict (day) do update set
       succeeded_count = t.succeeded_count + excluded.succeeded_count,
       succeeded_cents = t.succeeded_cents + excluded.succeeded_cents,
       refunded_cents = t.refunded_cents + excluded.refunded_cents
   $$`,
  `create function payment_totals_keep() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then perform payment_totals_add(old, -1); end if;
       if tg_op in ('INSERT', 'UPDATE') then perform payment_totals_add(new, 1); end if;
       return null;
     end $$`,
  `create trigger payments_totals_insert after insert or delete on payments
     for each row execute function payment_totals_keep()`,
  `create trigger payments_totals_update after update of status, created_at, provider, amount_cents on payments
     for each row when (old.status <> new.status or old.created_at <> new.created_at
       or old.provider <> new.provider or old.amount_cents <> new.amount_cents)
     execute function payment_totals_keep()`,
  `insert into payment_day_totals (day, succeeded_count, succeeded_cents, refunded_cents)
     select (created_at at time zone ${ZONE})::date,
       count(*) filter (where status = 'succeeded'),
       coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0),
       coalesce(sum(amount_cents) filter (where status = 'refunded'), 0)
     from payments where provider <> 'demo' and status in ('succeeded', 'refunded') group by 1`,

  `create table user_totals (
     id smallint primary key check (id = 1),
     live bigint not null,
     admins bigint not null
   )`,
  `insert into user_totals (id, live, admins)
     select 1, count(*), count(*) filter (where role = 'admin') from users where deleted_at is null`,
  `create function user_totals_keep() returns trigger language plpgsql as $$
     declare
       d_live integer := 0;
       d_admins integer := 0;
     begin
       if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
         d_live := d_live - 1;
         if old.role = 'admin' then d_admins := d_admins - 1; end if;
       end if;
       if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
         d_live := d_live + 1;
         if new.role = 'admin' then d_admins := d_admins + 1; end if;
       end if;
       if d_live <> 0 or d_admins <> 0 then
         update user_totals set live = live + d_live, admins = admins + d_admins where id = 1;
       end if;
       return null;
     end $$`,
  `create trigger users_totals_insert after insert or delete on users
     for each row execute function user_totals_keep()`,
  `create trigger users_totals_update after update of role, deleted_at on users
     for each row when (old.role <> new.role or (old.deleted_at is null) <> (new.deleted_at is null))
     execute function user_totals_keep()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    'drop trigger if exists users_totals_update on users',
    'drop trigger if exists users_totals_insert on users',
    'drop function if exists user_totals_keep()',
    'drop table if exists user_totals',
    'drop trigger if exists payments_totals_update on payments',
    'drop trigger if exists payments_totals_insert on payments',
    'drop function if exists payment_totals_keep()',
    'drop function if exists payment_totals_add(payments, integer)',
    'drop table if exists payment_day_totals',
    'drop trigger if exists readings_totals_update on readings',
    'drop trigger if exists readings_totals_insert on readings',
    'drop function if exists reading_totals_keep()',
    'drop function if exists reading_totals_add(readings, integer)',
    'drop table if exists reading_day_totals',
  ])
    await sql.raw(s).execute(db);
}
