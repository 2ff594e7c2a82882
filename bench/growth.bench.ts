// Growth (issue 37): does a page cost the same on a database of a few years as on an empty one?
// Needs PostgreSQL (DATABASE_URL: any database of the server; two fresh ones are created beside it
// and dropped at the end). Fills one through the product's schema (its migrations, then bulk SQL)
// to GROWTH_SCALE × (200 000 users, 1 000 000 readings whose JSON is copied from readings the app
// itself produced, 2 000 000 ledger entries, 300 000 payments, 285 000 invoices, 202 000 AI calls,
// 5 000 000 audit rows), plus one customer with 2 000 readings whatever the scale; the other stays
// empty but for the same customer's account and the administrator. Then it times every customer
// and admin endpoint over HTTP against the built server (npm run build first) in production
// settings, with logged-in sessions, on both, and prints p50 empty, p50 big and big ÷ empty; the
// EXPLAIN (ANALYZE, BUFFERS) of the slowest endpoints' main queries are written to
// bench/plans/growth-<date>.txt. GROWTH_SCALE: 1 is the full size (tens of minutes to fill);
// the default 0.05 fills in a few minutes and already shows what grows.
// Goal: no endpoint above 100 ms p50 on the big database, none growing more than 3×, but the export.
// The api's ambient declarations for three untyped packages; bench's tsconfig does not include apps/api.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/svg-to-pdfkit.d.ts" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../apps/api/src/pdf/fontkit.d.ts" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createSession } from '../apps/api/src/modules/accounts/sessions.service';
import { recordConsent } from '../apps/api/src/modules/consent/consent.service';
import { acceptReadingData } from '../apps/api/src/modules/consent/reading-data.service';
import { topUp } from '../apps/api/src/modules/wallet/wallet.service';
import { fmt, median, startBuiltServer } from './lib';

const base = process.env.DATABASE_URL;
if (!base) {
  console.log(
    'growth bench skipped: it needs PostgreSQL — set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(0);
}
const SCALE = Number(process.env.GROWTH_SCALE ?? '0.05');
if (!(SCALE > 0 && SCALE <= 1)) throw new Error('GROWTH_SCALE: a number above 0, at most 1');
const ROUNDS = Number(process.env.GROWTH_ROUNDS ?? '15');
const here = path.dirname(fileURLToPath(import.meta.url));
const n = (full: number) => Math.max(1, Math.round(full * SCALE));
const SIZES = {
  users: n(200_000),
  readings: n(1_000_000),
  ledger: n(2_000_000),
  payments: n(300_000),
  invoices: n(285_000),
  aiCalls: n(202_000),
  audit: n(5_000_000),
  heavyReadings: 2_000,
};

function urlOf(name: string): string {
  const u = new URL(base!);
  u.pathname = `/${name}`;
  return u.toString();
}
async function admin(sql: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

interface Fixture {
  url: string;
  adminToken: string;
  customerToken: string;
  customerName: string;
}

/**
 * A migrated database with an administrator and one customer who ordered three real readings (one per
 * domain, written by the offline writer through the app): their rows are the templates of the fill.
 */
async function prepare(name: string): Promise<Fixture> {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = urlOf(name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcanes-growth-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://127.0.0.1:3000',
  });
  const handle = await openDatabase(config);
  const migrated = await migrateToLatest(handle.db as never, { engine: 'postgres' });
  if (migrated.error) throw migrated.error;
  const app = await buildApp(config, { logger: false, db: handle });
  await app.ready();
  try {
    const db = app.db;
    const user = (kind: string) =>
      db
        .insertInto('users')
        .values({
          username: `growth_${kind}`,
          email: `growth_${kind}@bench.test`,
          first_name: 'Camille',
          last_name: 'Martin',
          password_hash: 'x',
          sexe: 'femme',
          role: kind === 'admin' ? 'admin' : 'user',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const adminUser = await user('admin');
    const customer = await user('customer');
    await recordConsent(db, {
      owner: { userId: customer.id, visitorId: null },
      choices: { analytics: false, marketing: false, ia: true },
      ip: null,
      userAgent: null,
    });
    await acceptReadingData(db, customer.id, { ip: null, userAgent: null });
    await topUp(db, { userId: customer.id, cents: 10_000, key: `growth-${customer.id}` });
    const policy = { idleHours: 24, absoluteDays: 1 };
    const meta = { ip: '127.0.0.1', userAgent: 'growth-bench' };
    const adminToken = (await createSession(db, adminUser.id, policy, meta)).token;
    const customerToken = (await createSession(db, customer.id, policy, meta)).token;
    const headers = { authorization: `Bearer ${customerToken}` };
    const ask = async (url: string, payload: Record<string, unknown>) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    await ask('/api/openai/astrology/option1', {
      dateOfBirth: '1990-05-17',
      timeOfBirth: '14:30',
      placeOfBirth: 'Paris',
      sexe: 'femme',
      firstName: 'Camille',
      domain: 'amour',
      period: 'mois',
      question: 'Vais-je trouver ma voie cette année ?',
    });
    await ask('/api/openai/numerology/option1', {
      dateOfBirth: '1984-05-17',
      sexe: 'femme',
      lastName: 'Martin',
      firstName: 'Camille',
      currentDate: '2026-11-24',
      domain: 'travail',
    });
    const draw = await app.inject({
      method: 'POST',
      url: '/api/tarot/draw',
      headers,
      payload: { option: 1, count: 3 },
    });
    await ask('/api/openai/tarot/option1-test', {
      cartes: [3, 30, 60],
      draw_id: (draw.json() as { draw_id: string }).draw_id,
      date: '2026-11-24',
      option: 1,
      question: 'Comment apaiser cette relation ?',
      domain: 'amour',
      numCards: 3,
    });
    return { url, adminToken, customerToken, customerName: 'growth_customer' };
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
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

async function fill(url: string): Promise<void> {
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
      `insert into audit_log (at, actor_id, actor_label, action, target, details, ip)
       select now() - make_interval(secs => (g::float8 / $1) * 3 * 365 * 86400),
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

const ENDPOINTS: { name: string; path: string; as: 'customer' | 'admin' }[] = [
  { name: 'customer wallet', path: '/api/user/wallet', as: 'customer' },
  { name: 'customer profile', path: '/api/user/profile', as: 'customer' },
  { name: 'customer history', path: '/api/user/history', as: 'customer' },
  { name: 'customer prompts', path: '/api/user/prompts', as: 'customer' },
  { name: 'customer payments', path: '/api/user/payments', as: 'customer' },
  { name: 'customer ledger', path: '/api/user/ledger', as: 'customer' },
  { name: 'customer invoices', path: '/api/user/invoices', as: 'customer' },
  { name: 'customer withdrawals', path: '/api/user/withdrawals', as: 'customer' },
  { name: 'admin summary', path: '/api/admin/summary', as: 'admin' },
  { name: 'admin logs', path: '/api/admin/logs', as: 'admin' },
  { name: 'admin logs by user', path: '/api/admin/logs?actor=growth_customer', as: 'admin' },
  { name: 'admin logs by action', path: '/api/admin/logs?action=admin', as: 'admin' },
  { name: 'admin payments', path: '/api/admin/payments', as: 'admin' },
  { name: 'admin payments refunded', path: '/api/admin/payments?status=refunded', as: 'admin' },
  { name: 'admin users', path: '/api/admin/users', as: 'admin' },
  { name: 'admin users search', path: '/api/admin/users?q=dubois', as: 'admin' },
  { name: 'admin users by name', path: '/api/admin/users?sort=last_name&order=asc', as: 'admin' },
  { name: 'admin users by wallet', path: '/api/admin/users?sort=wallet', as: 'admin' },
  { name: 'admin AI calls', path: '/api/admin/ai-calls', as: 'admin' },
  { name: 'admin subscriptions', path: '/api/admin/subscriptions', as: 'admin' },
  { name: 'admin reviews', path: '/api/admin/reviews', as: 'admin' },
];

/** The main query behind an endpoint, for its plan (the slowest ones are explained). */
const PLANS: Record<string, string> = {
  'admin summary': `select domain, option, sum(sold) from reading_day_totals group by 1, 2`,
  'admin logs': `select a.*, coalesce(u.username, a.actor_label) from audit_log a left join users u on u.id = a.actor_id order by a.at desc, a.id desc limit 21`,
  'admin logs by user': `select * from audit_log a where a.actor_id = (select id from users where username = 'growth_customer') order by a.at desc, a.id desc limit 21`,
  'admin logs by action': `select * from audit_log a where (a.action collate "C") = 'admin' or (a.action collate "C") like 'admin.%' order by a.at desc, a.id desc limit 21`,
  'admin payments': `select * from payments order by created_at desc, id desc limit 20`,
  'admin users': `select * from users where deleted_at is null order by created_at desc, id desc limit 20`,
  'admin users search': `select * from users where deleted_at is null and (lower(username) || ' ' || lower(email) || ' ' || lower(first_name) || ' ' || lower(last_name)) like '%dubois%' order by created_at desc limit 20`,
  'admin users by wallet': `select * from users where deleted_at is null order by balance_cents desc nulls last, id desc limit 20`,
  'admin AI calls': `select id, created_at from ai_calls order by created_at desc, id desc limit 21`,
  'customer withdrawals': `select * from ledger_entries where payment_id in (select id from payments where user_id = (select id from users where username = 'growth_customer'))`,
  'customer history': `select id, created_at from readings where user_id = (select id from users where username = 'growth_customer') order by created_at desc, id desc limit 21`,
};

/**
 * Both servers run at once and each round asks the empty one then the big one (A B A B …): the
 * machine's other load moves both alike, and their ratio holds.
 */
async function time(fxs: [Fixture, Fixture]): Promise<[Map<string, number>, Map<string, number>]> {
  const servers = await Promise.all(fxs.map((fx) => startBuiltServer({ DATABASE_URL: fx.url })));
  const out: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  try {
    for (const e of ENDPOINTS) {
      const once = async (i: 0 | 1) => {
        const fx = fxs[i];
        const headers = { authorization: `Bearer ${e.as === 'admin' ? fx.adminToken : fx.customerToken}` };
        const t0 = performance.now();
        const res = await fetch(`${servers[i]!.url}${e.path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${e.path}: ${res.status}`);
        return performance.now() - t0;
      };
      for (let i = 0; i < 5; i++) {
        await once(0);
        await once(1);
      }
      const ms: [number[], number[]] = [[], []];
      for (let i = 0; i < ROUNDS; i++) {
        ms[0].push(await once(0));
        ms[1].push(await once(1));
      }
      out[0].set(e.name, median(ms[0]));
      out[1].set(e.name, median(ms[1]));
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  return out;
}

const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const small = `arcanes_growth_empty_${process.pid}`;
const big = `arcanes_growth_big_${process.pid}`;
console.log(`growth bench: scale ${SCALE} (${JSON.stringify(SIZES)})`);
try {
  const emptyFx = await prepare(small);
  const bigFx = await prepare(big);
  console.log('filling the big database:');
  await fill(bigFx.url);
  const [emptyMs, bigMs] = await time([emptyFx, bigFx]);
  console.log('\n| endpoint | p50 empty (ms) | p50 big (ms) | big ÷ empty |');
  console.log('| --- | ---: | ---: | ---: |');
  let over = 0;
  for (const e of ENDPOINTS) {
    const a = emptyMs.get(e.name)!;
    const b = bigMs.get(e.name)!;
    const flag = b > 100 || b / a > 3 ? ' ⚠' : '';
    if (flag) over++;
    console.log(`| ${e.name} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a, 2)}${flag} |`);
  }
  console.log(
    `\n${over} endpoint(s) above 100 ms p50 on the big database or growing more than 3× (goal: 0).`,
  );
  // The plans of the slowest endpoints' main queries, on the big database.
  const slowest = [...bigMs.entries()]
    .sort((x, y) => y[1] - x[1])
    .filter(([name]) => PLANS[name])
    .slice(0, 6);
  const c = new pg.Client({ connectionString: bigFx.url });
  c.on('error', () => {}); // the database is dropped at the end, whatever happened
  await c.connect();
  const lines: string[] = [`growth bench ${stamp}, scale ${SCALE}, ${JSON.stringify(SIZES)}`];
  for (const [name, ms] of slowest) {
    lines.push('', `== ${name}: p50 ${fmt(ms)} ms over HTTP`, PLANS[name]!);
    try {
      const plan = await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${PLANS[name]}`);
      lines.push(...plan.rows.map((r) => r['QUERY PLAN']));
    } catch (error) {
      // A schema of before (a table this query reads does not exist yet): said, not fatal.
      lines.push(`(no plan: ${(error as Error).message})`);
    }
  }
  await c.end();
  fs.mkdirSync(path.join(here, 'plans'), { recursive: true });
  const file = path.join(here, 'plans', `growth-${stamp}.txt`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`plans: ${path.relative(process.cwd(), file)}`);
} finally {
  if (!process.env.GROWTH_KEEP) {
    await admin(`drop database if exists ${small} with (force)`);
    await admin(`drop database if exists ${big} with (force)`);
  }
}
