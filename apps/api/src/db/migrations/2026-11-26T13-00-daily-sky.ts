import { sql, type Kysely } from 'kysely';

// « Votre ciel du jour » (decision 0201): who asked for the morning e-mail and in which zone its times
// are said; the days whose morning job was enqueued (one per day, whatever the number of processes);
// and each e-mail claimed before it is sent (one per customer and day, whatever the number of workers).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sky_subscriptions (
    user_id integer primary key references users(id) on delete cascade,
    zone text not null check (length(zone) between 1 and 64),
    lang text not null check (lang in ('fr', 'en')),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table sky_days (
    day text primary key check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    enqueued_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table sky_mails (
    user_id integer not null references users(id) on delete cascade,
    day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    claimed_at timestamptz not null default now(),
    sent_at timestamptz,
    primary key (user_id, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sky_mails`.execute(db);
  await sql`drop table if exists sky_days`.execute(db);
  await sql`drop table if exists sky_subscriptions`.execute(db);
}
