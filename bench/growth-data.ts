// The growth bench's data (issue 37), shared by the benches that measure on a database of a few years:
// a migrated PostgreSQL database with an administrator and one customer who ordered three real readings
// (`prepareGrowthDatabase`), then filled through the product's schema with bulk SQL to
// scale × (200 000 users, 1 000 000 readings whose JSON is copied from the customer's three, 2 000 000
// ledger entries, 300 000 payments, 285 000 invoices, 202 000 AI calls, 5 000 000 audit rows), plus
// 2 000 readings of the customer whatever the scale (`fillGrowthDatabase`).
// The api's ambient declarations for three untyped packages; bench's tsconfig does not include apps/api.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/svg-to-pdfkit.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/fontkit.d.ts" />
import pg from 'pg';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { benchSession, benchUser, inProcessApp, questionPayload, readyToOrder } from './in-process';
import { fmt } from './lib';

export type GrowthSizes = ReturnType<typeof growthSizes>;

/** The fill's sizes at `scale` (1 = a few years of a successful site). */
export function growthSizes(scale: number) {
  if (!(scale > 0 && scale <= 1)) throw new Error('GROWTH_SCALE: a number above 0, at most 1');
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    users: n(200_000),
    readings: n(1_000_000),
    ledger: n(2_000_000),
    payments: n(300_000),
    invoices: n(285_000),
    aiCalls: n(202_000),
    audit: n(5_000_000),
    heavyReadings: 2_000,
  };
}

/** The URL of database `name` on the server of `base`. */
export function urlOf(base: string, name: string): string {
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on `base` (create or drop a database). */
export async function onServer(base: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}
export interface Fixture {
  url: string;
  adminToken: string;
  customerToken: string;
  customerName: string;
}

/**
 * A migrated database with an administrator and one customer who ordered three real readings (one per
 * domain, written by the offline writer through the app): their rows are the templates of the fill.
 */
export async function prepareGrowthDatabase(base: string, name: string): Promise<Fixture> {
  await onServer(base, `drop database if exists ${name} with (force)`);
  await onServer(base, `create database ${name}`);
  const url = urlOf(base, name);
  const { app, close } = await inProcessApp('growth', { DATABASE_URL: url }, async (handle) => {
    const migrated = await migrateToLatest(handle.db as never, { engine: 'postgres' });
    if (migrated.error) throw migrated.error;
  });
  try {
    const db = app.db;
    const adminUser = await benchUser(db, 'growth_admin', 'admin');
    const customer = await benchUser(db, 'growth_customer');
    await readyToOrder(db, customer.id, 10_000);
    const adminToken = await benchSession(db, adminUser.id, 'growth-bench');
    const customerToken = await benchSession(db, customer.id, 'growth-bench');
    const headers = { authorization: `Bearer ${customerToken}` };
    const ask = async (url: string, payload: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const single = async (
      domain: 'astrology' | 'numerology' | 'tarot',
      question: string,
      drawId?: string,
    ) => {
      const { url: path, payload } = questionPayload(domain, question, 1, drawId);
      await ask(path, payload as Record<string, unknown>);
    };
    await single('astrology', 'Vais-je trouver ma voie cette année ?');
    await single('numerology', 'Vais-je trouver ma voie cette année ?');
    const draw = await app.inject({
      method: 'POST',
      url: '/api/tarot/draw',
      headers,
      payload: { option: 1, count: 3 },
    });
    await single('tarot', 'Comment apaiser cette relation ?', (draw.json() as { draw_id: string }).draw_id);
    return { url, adminToken, customerToken, customerName: 'growth_customer' };
  } finally {
    await close();
  }
}

/** The columns of `table` but `except`, to copy template rows whatever columns the schema has grown. */
async function columns(c: pg.Client, table: string, except: string[]): Promise<string[]> {
  const r = await c.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public'
       and is_generated = 'NEVER' and identity_generation is null order by ordinal_position`,
    [table],
  );
  return r.rows.map((x) => x.column_name).filter((x) => !except.includes(x));
}

export async function fillGrowthDatabase(url: string, SIZES: GrowthSizes): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await c.query(sql, params);
    console.log(`  ${label}: ${fmt((performance.now() - t0) / 1000)} s`);
  };
  try {
    await c.query('set synchronous_commit = off');
    const customerId = (
      await c.query<{ id: number }>(`select id from users where username = 'growth_customer'`)
    ).rows[0]!.id;
    await step(
      `${SIZES.users} users`,
      `insert into users (username, email, first_name, last_name, password_hash, sexe, created_at, last_login_at, login_count, balance_cents)
       select 'u' || g || '_' || (array['martin','bernard','dubois','thomas','robert','richard','petit','durand','leroy','moreau'])[1 + g % 10],
         'u' || g || '@' || (array['exemple.fr','mail.test','courriel.test'])[1 + g % 3],
         (array['Camille','Léa','Louis','Jules','Chloé','Hugo','Inès','Lucas','Manon','Nathan'])[1 + g % 10],
         (array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau'])[1 + (g / 10) % 10],
         'x', case when g % 2 = 0 then 'femme' else 'homme' end,
         now() - make_interval(secs => (g::float8 / $1) * 3 * 365 * 86400),
         now() - make_interval(secs => g % 86400 * 30), g % 50, (g % 97) * 100
       from generate_series(1, $1) g`,
      [SIZES.users],
    );
    const minUser = (
      await c.query<{ m: number }>(`select min(id) as m from users where username like 'u%\\_%'`)
    ).rows[0]!.m;
    // Readings: the three real ones as templates, spread over the users and three years.
    const rcols = await columns(c, 'readings', ['id', 'user_id', 'idempotency_key', 'created_at', 'status']);
    const copy = rcols.join(', ');
    const fromT = rcols.map((x) => `t.${x}`).join(', ');
    await c.query(
      `create temporary table tpl as select row_number() over (order by created_at) - 1 as k, * from readings`,
    );
    const statuses = `(array['sent','sent','sent','answered','answered','failed','refunded','sent'])[1 + g % 8]`;
    await step(
      `${SIZES.readings} readings`,
      `insert into readings (user_id, idempotency_key, created_at, status, ${copy})
       select $2 + (g * 7919) % $3, 'growth-' || g, now() - make_interval(secs => (g::float8 / $1) * 3 * 365 * 86400),
         ${statuses}, ${fromT}
       from generate_series(1, $1) g join tpl t on t.k = g % 3`,
      [SIZES.readings, minUser, SIZES.users],
    );
    await step(
      `${SIZES.heavyReadings} readings of one customer`,
      `insert into readings (user_id, idempotency_key, created_at, status, ${copy})
       select $2, 'growth-heavy-' || g, now() - make_interval(hours => g * 13), ${statuses}, ${fromT}
       from generate_series(1, $1) g join tpl t on t.k = g % 3`,
      [SIZES.heavyReadings, customerId],
    );
    const acols = await columns(c, 'ai_calls', ['id', 'reading_id', 'user_id', 'created_at']);
    await c.query(
      `create temporary table tpl_ai as select row_number() over (order by id) - 1 as k, * from ai_calls`,
    );
    await step(
      `${SIZES.aiCalls} AI calls`,
      `insert into ai_calls (reading_id, user_id, created_at, ${acols.join(', ')})
       select r.id, r.user_id, r.created_at, ${acols.map((x) => `t.${x}`).join(', ')}
       from (select id, user_id, created_at, row_number() over () as g from readings limit $1) r
       join tpl_ai t on t.k = r.g % (select count(*) from tpl_ai)`,
      [SIZES.aiCalls],
    );
    const maxNumber = (
      await c.query<{ m: number }>(`select coalesce(max(number), 0)::int as m from payments`)
    ).rows[0]!.m;
    await step(
      `${SIZES.payments} payments`,
      `insert into payments (user_id, provider, method, external_reference, offer_option, domain, amount_cents, status,
         immediate_execution_at, withdrawal_waiver_at, waiver_text_version, number, created_at)
       select case when g % 150 = 0 then $4 else $2 + (g * 104729) % $3 end,
         (array['stripe','stripe','paypal','demo'])[1 + g % 4],
         case when g % 4 = 2 then 'paypal' else 'card' end, 'growth-' || g, 1 + g % 3,
         (array['astrologie','numerologie','tarot'])[1 + g % 3], 500 * (1 + g % 10),
         (array['succeeded','succeeded','succeeded','succeeded','failed','pending','refunded','succeeded'])[1 + g % 8],
         now(), now(), '2025-02-21', $5 + g, now() - make_interval(secs => (g::float8 / $1) * 3 * 365 * 86400)
       from generate_series(1, $1) g`,
      [SIZES.payments, minUser, SIZES.users, customerId, maxNumber],
    );
    await step(
      `${SIZES.ledger} ledger entries`,
      `insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key, payment_id, created_at)
       select p.user_id, 'topup', p.amount_cents, p.amount_cents, 'growth-p-' || p.number, p.id, p.created_at
       from payments p where p.status = 'succeeded' and p.external_reference like 'growth-%'`,
    );
    await step(
      `  debits up to ${SIZES.ledger}`,
      `insert into ledger_entries (user_id, kind, amount_cents, balance_after_cents, idempotency_key, reading_id, created_at)
       select r.user_id, 'debit', -r.price_cents, 0, 'growth-r-' || r.idempotency_key, r.id, r.created_at
       from readings r where r.idempotency_key like 'growth-%' and r.price_cents > 0
       limit greatest(0, $1 - (select count(*) from ledger_entries))`,
      [SIZES.ledger],
    );
    await step(
      `${SIZES.invoices} invoices`,
      `insert into invoices (series, number, reference, source, payment_id, user_id, lang, issued_at, buyer_name,
         buyer_email, description, net_cents, vat_cents, total_cents, vat_rate_bp)
       select 'invoice', 1000000 + row_number() over (), 'G-' || p.number, 'growth:' || p.id, p.id, p.user_id, 'fr',
         p.created_at, 'Camille Martin', 'camille@exemple.fr', 'Crédit', p.amount_cents - p.amount_cents / 6,
         p.amount_cents / 6, p.amount_cents, 2000
       from payments p where p.status in ('succeeded', 'refunded') and p.external_reference like 'growth-%'
       limit $1`,
      [SIZES.invoices],
    );
    await step(
      `${SIZES.audit} audit rows`,
      // Within the year the retention job keeps (jobs/retention.repository.ts): spread over three years,
      // two thirds of them were deleted when the server started, after the fill's vacuum.
      `insert into audit_log (at, actor_id, actor_label, action, target, details, ip)
       select now() - make_interval(secs => (g::float8 / $1) * 360 * 86400),
         case when g % 5 = 0 then null else $2 + (g * 7919) % $3 end, case when g % 5 = 0 then 'system' end,
         (array['user.login','wallet.topup','wallet.debit','reading.ordered','reading.sent','user.updated',
                'admin.user.update','admin.refund','consent.updated','payment.succeeded','user.logout',
                'session.revoked','review.submitted','job.retried'])[1 + g % 14],
         'user:' || ($2 + (g * 7919) % $3), jsonb_build_object('n', g), '10.0.' || (g % 250) || '.' || (g % 200)
       from generate_series(1, $1) g`,
      [SIZES.audit, minUser, SIZES.users],
    );
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await c.end();
  }
}
