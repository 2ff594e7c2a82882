import { sql, type Kysely } from 'kysely';

// Written against PostgreSQL 15 (the production server); PGlite (PostgreSQL 18) runs it unchanged.
// Each statement runs alone: PGlite's extended protocol takes one statement per query.
const statements = [
  `create table users (
        id integer generated always as identity primary key,
        username text not null,
        email text not null,
        first_name text not null,
        last_name text not null,
        password_hash text not null,
        sexe text not null check (sexe in ('homme', 'femme')),
        birth_date date,
        birth_time time,
        birth_place_id text,
        birth_place_label text,
        birth_lat double precision,
        birth_lon double precision,
        birth_zone text,
        role text not null default 'user' check (role in ('user', 'admin')),
        balance_cents bigint not null default 0 check (balance_cents >= 0),
        terms_accepted_at timestamptz,
        adult_confirmed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        last_login_at timestamptz,
        login_count integer not null default 0,
        last_ip text,
        last_seen_at timestamptz,
        deleted_at timestamptz
      )`,
  `create unique index users_username_key on users (lower(username))`,
  `create unique index users_email_key on users (lower(email))`,
  `create table sessions (
        id integer generated always as identity primary key,
        token_hash text not null unique,
        user_id integer not null references users(id) on delete cascade,
        created_at timestamptz not null default now(),
        last_used_at timestamptz not null default now(),
        expires_at timestamptz not null,
        ip text,
        user_agent text
      )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table password_resets (
        id integer generated always as identity primary key,
        token_hash text not null unique,
        user_id integer not null references users(id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
  `create table payments (
        id uuid primary key default gen_random_uuid(),
        user_id integer references users(id) on delete set null,
        provider text not null check (provider in ('demo', 'stripe', 'paypal')),
        method text not null check (method in ('card', 'paypal')),
        external_reference text,
        offer_option smallint not null check (offer_option between 1 and 3),
        domain text not null,
        amount_cents bigint not null check (amount_cents > 0),
        currency text not null default 'EUR',
        status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'refunded')),
        immediate_execution_at timestamptz not null,
        withdrawal_waiver_at timestamptz not null,
        waiver_text_version text not null,
        wallet_after_cents bigint,
        failure_reason text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (provider, external_reference)
      )`,
  `create index payments_user_idx on payments (user_id, created_at desc)`,
  `create table provider_events (
        provider text not null,
        event_id text not null,
        type text not null,
        payment_id uuid,
        received_at timestamptz not null default now(),
        primary key (provider, event_id)
      )`,
  `create table readings (
        id uuid primary key default gen_random_uuid(),
        user_id integer references users(id) on delete set null,
        domain text not null check (domain in ('astrologie', 'numerologie', 'tarot')),
        option smallint not null check (option between 1 and 3),
        lang text not null default 'fr',
        inputs jsonb not null,
        facts jsonb,
        symbolic jsonb,
        ai_text text,
        price_cents bigint not null,
        status text not null check (status in ('pending', 'answered', 'queued', 'writing', 'sent', 'failed', 'refunded')),
        idempotency_key text not null unique,
        error text,
        created_at timestamptz not null default now(),
        queued_at timestamptz,
        writing_at timestamptz,
        sent_at timestamptz,
        failed_at timestamptz,
        refunded_at timestamptz,
        updated_at timestamptz not null default now()
      )`,
  `create index readings_user_idx on readings (user_id, created_at desc)`,
  `create table reading_pdfs (
        reading_id uuid primary key references readings(id) on delete cascade,
        pdf bytea not null,
        pages integer not null,
        created_at timestamptz not null default now()
      )`,
  `create table ledger_entries (
        id bigint generated always as identity primary key,
        user_id integer references users(id),
        kind text not null check (kind in ('topup', 'debit', 'refund', 'adjustment')),
        amount_cents bigint not null check (amount_cents <> 0),
        balance_after_cents bigint not null check (balance_after_cents >= 0),
        idempotency_key text not null unique,
        payment_id uuid references payments(id),
        reading_id uuid references readings(id),
        actor_id integer,
        reason text,
        created_at timestamptz not null default now()
      )`,
  `create index ledger_user_idx on ledger_entries (user_id, id)`,
  `create table subscriptions (
        id integer generated always as identity primary key,
        user_id integer references users(id) on delete cascade,
        plan text not null,
        payment_id uuid unique references payments(id),
        starts_at timestamptz not null default now(),
        end_date timestamptz not null
      )`,
  `create table ai_calls (
        id bigint generated always as identity primary key,
        reading_id uuid references readings(id) on delete cascade,
        user_id integer references users(id) on delete set null,
        service text not null,
        provider text not null,
        model text not null,
        prompt text not null,
        response text,
        status text not null check (status in ('ok', 'error')),
        error text,
        latency_ms integer not null,
        tokens_in integer,
        tokens_out integer,
        created_at timestamptz not null default now()
      )`,
  `create index ai_calls_user_idx on ai_calls (user_id, created_at desc)`,
  `create table tarot_draws (
        id uuid primary key default gen_random_uuid(),
        user_id integer not null references users(id) on delete cascade,
        option smallint not null,
        card_count smallint not null,
        deck jsonb not null,
        reading_id uuid unique references readings(id) on delete set null,
        created_at timestamptz not null default now()
      )`,
  `create table consents (
        id bigint generated always as identity primary key,
        user_id integer references users(id) on delete cascade,
        visitor_id text,
        necessary boolean not null default true,
        analytics boolean not null,
        marketing boolean not null,
        ia boolean not null,
        policy_version text not null,
        ip text,
        user_agent text,
        created_at timestamptz not null default now()
      )`,
  `create index consents_user_idx on consents (user_id, created_at desc)`,
  `create index consents_visitor_idx on consents (visitor_id, created_at desc)`,
  `create table audit_log (
        id bigint generated always as identity primary key,
        at timestamptz not null default now(),
        actor_id integer,
        actor_label text,
        action text not null,
        target text,
        details jsonb not null default '{}'::jsonb,
        ip text
      )`,
  `create index audit_log_at_idx on audit_log (at desc)`,
  `create table contact_messages (
        id integer generated always as identity primary key,
        name text not null,
        email text not null,
        message text not null,
        lang text not null,
        ip text,
        created_at timestamptz not null default now(),
        mailed_at timestamptz
      )`,
  `create function forbid_change() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only', tg_table_name;
      end $$`,
  `create trigger ledger_append_only before update or delete on ledger_entries
        for each row execute function forbid_change()`,
  `create trigger audit_append_only before update or delete on audit_log
        for each row execute function forbid_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Append-only tables (ledger, audit) refuse updates and deletes at the engine, not only in code.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists contact_messages, audit_log, consents, tarot_draws, ai_calls, subscriptions,
    ledger_entries, reading_pdfs, readings, provider_events, payments, password_resets, sessions, users cascade`.execute(
    db,
  );
  await sql`drop function if exists forbid_change()`.execute(db);
}
